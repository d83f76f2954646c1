import { ConfigError, loadConfig } from './config/env.ts';
import { buildApp } from './app.ts';

/** Starts the production server: config, app, listen, and a clean stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Listening before the database is ready: the page shell and assets answer at once, and every
  // request that queries waits for the open, migrated database (decision 012 cold start).
  const app = await buildApp(config, { serveBeforeStartup: true });
  await app.listen({ port: config.port, host: config.host });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    // A stuck request must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.startup;
  } catch (error) {
    // Same outcome as a failure before listening: no instance runs half-started.
    app.log.fatal({ err: error }, 'could not open, migrate or seed the database');
    process.exit(1);
  }
  app.log.info(`Pura is running at ${config.publicUrl} (database: ${app.db.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
