// Proves that a backup restores: for PGlite (a copy of the stopped DATA_DIR) and, when pg_dump,
// pg_restore and a PostgreSQL server are at hand, for PostgreSQL (pg_dump -Fc / pg_restore).
// Each run starts the built server, writes an account, a product and a product image, stops it,
// backs up, restores into a fresh place, starts a new server there and checks every item.
//
//   npm run build && node scripts/backup-restore-check.mjs
//   PG_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/backup-restore-check.mjs
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverJs = path.join(root, 'apps/server/dist/server.js');
const PG_URL = process.env.PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'backup-admin@pura.local', password: 'backup-check-password' };
const PROJECT = 'pura';
// A 1×1 PNG: the bucket checks uploads by content, so the bytes must be a real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverJs], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_CATALOGUE: 'false',
      RATE_LIMITS: 'off',
      ADMIN_EMAILS: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function call(server, method, route, { session, body, form } = {}) {
  const headers = { 'x-appwrite-project': PROJECT, ...(session ? { 'x-appwrite-session': session } : {}) };
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${route}`, { method, headers, body: form ?? (body ? JSON.stringify(body) : undefined) });
  const type = response.headers.get('content-type') ?? '';
  const payload = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(payload)}`);
  return { payload, response };
}

async function signIn(server) {
  const { response } = await call(server, 'POST', '/v1/account/sessions/email', { body: ADMIN });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`a_session_${PROJECT}=`));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';'));
}

/** Writes the items the restore must bring back. */
async function writeData(server) {
  const session = await signIn(server);
  const productId = `backup-${randomBytes(4).toString('hex')}`;
  const product = { name: 'Backup Balm', price: 19.9, description: 'Survives a restore.', category: 'body', stock: 7 };
  await call(server, 'POST', '/v1/databases/shop/collections/products/documents', {
    session,
    body: { documentId: productId, data: product },
  });
  const form = new FormData();
  form.append('fileId', productId);
  form.append('file', new File([PNG], 'balm.png', { type: 'image/png' }));
  await call(server, 'POST', '/v1/storage/buckets/product-images/files', { session, form });
  return { productId, product };
}

/** Checks on the restored server: the admin signs in, the product and the image are intact. */
async function checkData(server, { productId, product }) {
  const session = await signIn(server);
  const { payload: document } = await call(server, 'GET', `/v1/databases/shop/collections/products/documents/${productId}`, { session });
  for (const [key, value] of Object.entries(product)) {
    if (document[key] !== value)
      throw new Error(`restored product ${key} is ${JSON.stringify(document[key])}, expected ${JSON.stringify(value)}`);
  }
  const { payload: bytes } = await call(server, 'GET', `/v1/storage/buckets/product-images/files/${productId}/view`, { session });
  if (!Buffer.isBuffer(bytes) || !bytes.equals(PNG)) throw new Error('restored image differs from the uploaded one');
  return 3;
}

async function pgliteCheck() {
  const work = await mkdtemp(path.join(tmpdir(), 'pura-backup-'));
  try {
    const live = path.join(work, 'live');
    const backup = path.join(work, 'backup');
    const restored = path.join(work, 'restored');
    const first = await startServer({ DATA_DIR: live });
    const written = await writeData(first);
    // The PGlite folder is only consistent while no server has it open.
    await first.stop();
    await cp(live, backup, { recursive: true });
    await cp(backup, restored, { recursive: true });
    const second = await startServer({ DATA_DIR: restored });
    try {
      const checks = await checkData(second, written);
      console.log(`backup/restore PGlite: data folder copied while stopped, restored, ${checks} checks passed`);
    } finally {
      await second.stop();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.error}`);
  return result.stdout;
}

function databaseUrl(name) {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresCheck() {
  const missing = ['pg_dump', 'pg_restore', 'psql'].filter((tool) => spawnSync('which', [tool]).status !== 0);
  if (missing.length) return console.log(`backup/restore PostgreSQL: skipped, ${missing.join(', ')} not installed`);
  if (spawnSync('psql', [PG_URL, '-c', 'SELECT 1']).status !== 0)
    return console.log(`backup/restore PostgreSQL: skipped, no server at ${PG_URL}`);
  const suffix = randomBytes(4).toString('hex');
  const source = `pura_backup_src_${suffix}`;
  const target = `pura_backup_dst_${suffix}`;
  const work = await mkdtemp(path.join(tmpdir(), 'pura-backup-pg-'));
  run('psql', [PG_URL, '-c', `CREATE DATABASE ${source}`]);
  run('psql', [PG_URL, '-c', `CREATE DATABASE ${target}`]);
  try {
    const dump = path.join(work, 'pura.dump');
    // Uploaded files live in DATA_DIR/files (or S3): they are backed up next to the dump.
    const first = await startServer({ DATABASE_URL: databaseUrl(source), DATA_DIR: path.join(work, 'live') });
    const written = await writeData(first);
    // pg_dump takes a consistent snapshot of a running database; stopping first only keeps files and rows in step.
    await first.stop();
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, databaseUrl(source)]);
    await cp(path.join(work, 'live', 'files'), path.join(work, 'restored', 'files'), { recursive: true });
    run('pg_restore', ['--no-owner', `--dbname=${databaseUrl(target)}`, dump]);
    const second = await startServer({ DATABASE_URL: databaseUrl(target), DATA_DIR: path.join(work, 'restored') });
    try {
      const checks = await checkData(second, written);
      console.log(`backup/restore PostgreSQL: pg_dump --format=custom, pg_restore into a new database, ${checks} checks passed`);
    } finally {
      await second.stop();
    }
  } finally {
    spawnSync('psql', [PG_URL, '-c', `DROP DATABASE IF EXISTS ${source} WITH (FORCE)`]);
    spawnSync('psql', [PG_URL, '-c', `DROP DATABASE IF EXISTS ${target} WITH (FORCE)`]);
    await rm(work, { recursive: true, force: true });
  }
}

if (!existsSync(serverJs)) {
  console.error('apps/server/dist/server.js is missing: run `npm run build` first.');
  process.exit(1);
}
await pgliteCheck();
await postgresCheck();
