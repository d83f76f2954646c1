// Checkout concurrency: bench/checkout-concurrency.mjs (the checkout issue's benchmark) as it is;
// its own table and verdict are kept whole.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths.mjs';

const SCRIPT = path.join(ROOT, 'bench/checkout-concurrency.mjs');

export async function measureCheckout() {
  if (!existsSync(SCRIPT)) return { skipped: 'bench/checkout-concurrency.mjs is not written yet' };
  const child = spawn(process.execPath, [SCRIPT], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  const tableStart = lines.findIndex((line) => line.startsWith('engine'));
  return {
    met: code === 0,
    summary: tableStart < 0 ? lines.slice(-8) : lines.slice(tableStart - 1),
  };
}
