import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppwriteError } from '../../../infra/errors.ts';
import { readQueriesParam } from '../../databases/query-parser.ts';
import type { UserRecord } from '../../identity/identity-store.ts';
import { requireAccount } from '../guards.ts';
import { formatDate } from '../models.ts';
import { parseParams } from '../params.ts';
import { describeUserAgent } from '../user-agent.ts';
import { type AccountLogRecord, listAccountEvents } from './account-log-store.ts';

const listParams = z.object({
  queries: z.union([z.string().transform((q) => [q]), z.array(z.string().max(4096)).max(100)]).optional(),
  total: z.enum(['true', 'false', '1', '0']).optional(),
});

/** The log takes only `limit` and `offset` queries (appwrite-protocol.md §4.1). */
function readPage(queries: string[]): { limit: number; offset: number } {
  let limit = 25;
  let offset = 0;
  for (const query of readQueriesParam(queries)) {
    const first = query.values?.[0];
    if (query.method === 'limit' && Number.isInteger(first) && (first as number) >= 1) limit = Math.min(first as number, 5000);
    else if (query.method === 'offset' && Number.isInteger(first) && (first as number) >= 0) offset = first as number;
    else throw new AppwriteError('general_query_invalid', `Invalid query method for logs: ${String(query.method)}. Only limit and offset are allowed.`);
  }
  return { limit, offset };
}

function toLogModel(log: AccountLogRecord, user: UserRecord) {
  return {
    event: log.event,
    userId: log.userId,
    userEmail: user.email ?? '',
    userName: user.name,
    mode: 'default',
    userType: 'user',
    ip: log.ip,
    time: formatDate(log.createdAt),
    ...describeUserAgent(log.userAgent),
    countryCode: '--',
    countryName: 'Unknown',
  };
}

/** GET /account/logs: the signed-in user's security log, newest first (§8.6 Log). */
export const logRoutes: FastifyPluginAsync = async (app) => {
  app.get('/account/logs', async (request) => {
    const { user } = await requireAccount(request);
    const params = parseParams(listParams, request.query);
    const { total, logs } = await listAccountEvents(app.db, user.id, readPage(params.queries ?? []));
    const counted = params.total === 'false' || params.total === '0' ? 0 : total;
    return { total: counted, logs: logs.map((log) => toLogModel(log, user)) };
  });
};
