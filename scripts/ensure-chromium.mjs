// Finds a Chromium for the Playwright journeys, installing one when the machine has none:
// Debian's package when running as root with apt, otherwise Playwright's own download.
// Prints what it did, so a failing CI run says why.
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("[e2e] No Chromium found: installing Debian's chromium package (apt-get install -y chromium)…");
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    });
    const installed = findChromium();
    if (installed) return installed;
    throw new Error('apt-get finished but /usr/bin/chromium is still missing');
  }
  console.log(
    `[e2e] No Chromium found and ${isRoot ? 'apt-get is unavailable' : 'not running as root'}: running "npx playwright install chromium"…`,
  );
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  return undefined; // Playwright finds its own download.
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium();
  console.log(`[e2e] Chromium: ${path ?? 'Playwright-managed'}`);
}
