import type { FastifyInstance } from 'fastify';
import { pingRoutes } from './ping/ping-routes.ts';
import { accountRoutes } from './account/account-routes.ts';
import { installAccountErasure } from './account/account-erasure.ts';
import { installSessionRenewal } from './account/session-renewal.ts';
import { installDocumentReads } from './databases/document-read-cache.ts';
import { installClientWriteRules } from './databases/client-write-rules.ts';
import { installDocumentWriteHooks } from './databases/document-write-hooks.ts';
import { installSessionCache } from './identity/session-cache.ts';
import { documentsRoutes } from './databases/documents-routes.ts';
import { installRealtime } from './realtime/realtime-hub.ts';
import { installStorage } from './storage/storage-context.ts';
import { storageRoutes } from './storage/storage-routes.ts';
import { installSms } from '../infra/sms/sms-sender.ts';
import { installQueryStringCheck } from '../http/query-string.ts';

/** Every Appwrite-compatible module, mounted under /v1 (docs/product.md §7). */
export async function registerAppwriteRoutes(app: FastifyInstance): Promise<void> {
  // First: websocket support must see every route registered after it.
  await installRealtime(app);
  installQueryStringCheck(app);
  installStorage(app);
  installSms(app);
  installDocumentReads(app);
  installClientWriteRules(app);
  installDocumentWriteHooks(app);
  installSessionCache(app);
  await app.register(pingRoutes, { prefix: '/v1' });
  installSessionRenewal(app);
  installAccountErasure(app);
  await app.register(accountRoutes, { prefix: '/v1' });
  await app.register(documentsRoutes, { prefix: '/v1' });
  await app.register(storageRoutes, { prefix: '/v1' });
}
