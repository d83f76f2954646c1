import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import type { Config } from './config/env.ts';
import { type Database, databaseKind, openDatabase } from './infra/db/database.ts';
import { deferredDatabase } from './infra/db/deferred-database.ts';
import { runMigrations } from './infra/db/migrate.ts';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.ts';
import { parseQueryString } from './http/query-string.ts';
import { installCors } from './http/cors.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installProjectCheck } from './http/project.ts';
import { installNotFound, serveWebAppFiles } from './http/web-app.ts';
import { registerShopPages } from './shop/ssr/shop-pages.ts';
import { installRouteSchemas } from './http/route-schemas.ts';
import { requestLogSerializer } from './http/log-redaction.ts';
import { ensureInitialAdmin } from './appwrite/account/admin-bootstrap.ts';
import { registerAppwriteRoutes } from './appwrite/routes.ts';
import { installRealtimePublisher } from './appwrite/realtime/realtime-events.ts';
import { registerShopRoutes } from './shop/routes.ts';
import { installMailer } from './infra/mail/mailer.ts';
import { seedCatalogueOnce } from './shop/seed/seed-catalogue.ts';
import { installRequestsInFlightCeiling } from './infra/rate-limit/requests-in-flight.ts';
import { installShopSettings } from './shop/settings/shop-settings-cache.ts';
import { installLiveQuizzes, storeFirstQuizVersions } from './shop/quizzes/live-quizzes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Settles once the database is open, migrated, its admin bootstrapped and its catalogue seeded. */
    startup: Promise<void>;
  }
}

export interface BuildOptions {
  /** Use an already open database (tests share one across apps); otherwise one is opened from config. */
  db?: Database;
  /**
   * Resolve as soon as the routes are registered, while the database still opens, migrates and
   * seeds behind `app.startup`; requests that query wait for it. The server listens this way so
   * a restart answers its page shell and assets at once (decision 012 cold start).
   */
  serveBeforeStartup?: boolean;
}

/** How often Node looks for connections past the headers and request timeouts. */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * Builds the whole server — database, migrations, /v1, /api and the SPA — without listening,
 * so tests drive the real app over real HTTP and server.ts only adds `listen()` and signals.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Opening the database first: PGlite's files load while Fastify and the routes are set up.
  const opened = options.db ? Promise.resolve(options.db) : openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers["x-fallback-cookies"]',
          'req.headers["x-appwrite-session"]',
          'req.headers["x-appwrite-jwt"]',
          'req.headers.authorization',
        ],
        censor: '[redacted]',
      },
      serializers: { req: requestLogSerializer },
    },
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client trickling its headers or body holds a connection only this long (408 after).
    requestTimeout: config.slowClients.requestTimeoutMs,
    http: { headersTimeout: config.slowClients.headersTimeoutMs, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });

  // Migrating needs no routes, so it runs while the routes register; the seed stores files
  // through the storage module, so it waits for the registration.
  const prepared = opened.then(async (open) => {
    await runMigrations(open);
    await ensureInitialAdmin(open, config, app.log);
    await storeFirstQuizVersions(open);
    return open;
  });
  let routesRegistered!: () => void;
  const registered = new Promise<void>((resolve) => (routesRegistered = resolve));
  const startup = Promise.all([prepared, registered]).then(async ([open]) => {
    if (config.seedCatalogue) await seedCatalogueOnce(onDatabase(app, open));
  });
  const db = deferredDatabase(options.db?.kind ?? databaseKind(config), opened, startup);
  if (!options.db) app.addHook('onClose', () => db.close());

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('startup', startup);
  installRealtimePublisher(app);
  installMailer(app);
  installShopSettings(app);
  installLiveQuizzes(app);

  // The SDK sends `{}` with DELETE and some clients send nothing: an empty JSON body means {}.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('invalid JSON'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 });
      done(error, undefined);
    }
  });

  installErrorHandler(app);
  installRouteSchemas(app);
  installRequestsInFlightCeiling(app, config.slowClients.requestsInFlightPerClient);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  installSecurityHeaders(app, config);
  installCors(app, config);
  installProjectCheck(app, config);

  await registerAppwriteRoutes(app);
  await registerShopRoutes(app);
  installNotFound(app, await registerShopPages(app, config, await serveWebAppFiles(app, config.webDist)));
  routesRegistered();
  if (!options.serveBeforeStartup) await startup;
  return app;
}

/**
 * The app as the startup work sees it: its queries go to the open database itself, since
 * `app.db` holds every query until that very work is done.
 */
function onDatabase(app: FastifyInstance, db: Database): FastifyInstance {
  return Object.create(app, { db: { value: db } }) as FastifyInstance;
}

/** TRUST_PROXY=<n>: believe X-Forwarded-* from the n proxies nearest to this server. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
