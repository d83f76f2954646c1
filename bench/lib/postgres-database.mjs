import { randomBytes } from 'node:crypto';

/** The PostgreSQL server to bench against, if any (BENCH_DATABASE_URL wins over TEST_DATABASE_URL). */
export const postgresAdminUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

/** A fresh database of its own on that server; `drop()` removes it again. */
export async function createPostgresDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `pura_bench_${randomBytes(6).toString('hex')}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
