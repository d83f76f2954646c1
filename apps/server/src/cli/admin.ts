import { ConfigError, type Config, loadConfig } from '../config/env.ts';
import { type Database, openDatabase } from '../infra/db/database.ts';
import { runMigrations } from '../infra/db/migrate.ts';
import { AppwriteError } from '../infra/errors.ts';
import { grantAdmin, resetPassword, revokeAdmin } from '../appwrite/account/admin-commands.ts';

/**
 * `npm run admin -- grant EMAIL | revoke EMAIL | reset-password EMAIL` (decision 004 item 6), reading
 * the same environment as the server (DATA_DIR or DATABASE_URL). With the embedded database
 * (PGlite) only one process may open DATA_DIR at a time, so the server must be stopped first.
 */

const USAGE = `Usage: npm run admin -- <command> <email>

Commands:
  grant <email>           give the account the admin label (it must exist: sign up first)
  revoke <email>          take the admin label away
  reset-password <email>  set a new random password, print it once, and sign the account out everywhere

The database is the server's: DATABASE_URL when set, otherwise the embedded one in DATA_DIR (default ./data).
With the embedded database, stop the server first (add --force to skip that check).`;

type Out = (line: string) => void;

/** Runs one command; resolves to the process exit code (0 done, 1 failed, 2 usage). */
export async function runAdminCli(
  argv: string[],
  env: Record<string, string | undefined> | undefined,
  out: Out,
  err: Out,
): Promise<number> {
  const force = argv.includes('--force');
  const [command, email, ...rest] = argv.filter((arg) => arg !== '--force');
  if (!command || !email || rest.length > 0 || !['grant', 'revoke', 'reset-password'].includes(command)) {
    err(USAGE);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
  if (!config.databaseUrl && !force && (await serverIsRunning(config))) {
    err(
      `The Pura server is running on port ${config.port}. The embedded database allows one process at a time:\n` +
        'stop the server, run this command, then start it again (or use --force if that is another server).',
    );
    return 1;
  }
  let db: Database | undefined;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await runMigrations(db);
    const address = email.toLowerCase();
    if (command === 'grant') {
      await grantAdmin(db, address);
      out(`${address} is now an admin. The label applies from the next request; no new sign-in needed.`);
    } else if (command === 'revoke') {
      await revokeAdmin(db, address);
      out(`${address} is no longer an admin.`);
    } else {
      const { password } = await resetPassword(db, address);
      out(`New password for ${address} (shown once): ${password}\nEvery session of this account has been signed out.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof AppwriteError) {
      err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db?.close();
  }
}

async function serverIsRunning(config: Config): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${config.port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

// Only when run as the CLI, not when a test imports runAdminCli.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  // No env given: loadConfig reads the process environment, as the server does.
  runAdminCli(process.argv.slice(2), undefined, console.log, console.error).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
