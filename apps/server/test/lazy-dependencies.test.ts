import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Decision 012 cold start: these packages cost most of a start's module loading, and a shop needs
 * them only when it takes a Stripe payment, uses S3, handles an uploaded image, checks SMTP or
 * sets up MFA. They are imported where they are first used; a static import anywhere in the
 * server's module graph would bring them back into every start.
 */
const LOADED_ON_FIRST_USE = ['stripe', '@aws-sdk/client-s3', 'sharp', 'file-type', 'nodemailer', 'otplib'];

const appModule = new URL('../src/app.ts', import.meta.url).href;

// Records every package the server's module graph resolves, in a fresh Node process.
const RECORD_PACKAGES = `
import { appendFileSync } from 'node:fs';
let log;
export function initialize(data) { log = data.log; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (result.url.includes('/node_modules/')) appendFileSync(log, result.url + '\\n');
  return result;
}`;

let folder: string;
let resolved: string[];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pura-lazy-'));
  const log = path.join(folder, 'resolved.txt');
  const program = `
    import { register } from 'node:module';
    register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(RECORD_PACKAGES)}`)}, { data: { log: ${JSON.stringify(log)} } });
    await import(${JSON.stringify(appModule)});`;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', program], { env: process.env });
  resolved = (await readFile(log, 'utf8')).split('\n').filter(Boolean);
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the server start', () => {
  it('loads the rest of its dependencies', () => {
    expect(resolved.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
  });

  it.each(LOADED_ON_FIRST_USE)('does not load %s before it is needed', (name) => {
    expect(resolved.filter((url) => url.includes(`/node_modules/${name}/`))).toEqual([]);
  });
});
