import type { FastifyPluginAsync } from 'fastify';
import { AppwriteError } from '../../../infra/errors.ts';
import type { RawQuery } from '../../databases/query-parser.ts';
import type { UserRecord } from '../../identity/identity-store.ts';
import { requireAccount } from '../guards.ts';
import { formatDate } from '../models.ts';
import { readListParams } from '../params.ts';
import { describeUserAgent } from '../user-agent.ts';
import { type AccountLogRecord, listAccountEvents } from './account-log-store.ts';

/** The log takes only `limit` and `offset` queries (docs/appwrite-compatibility.md §4.1). */
function refuseQuery(query: RawQuery): never {
  throw new AppwriteError('general_query_invalid', `Invalid query method for logs: ${query.method}. Only limit and offset are allowed.`);
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
    const page = readListParams(request.query, refuseQuery);
    const { total, logs } = await listAccountEvents(app.db, user.id, page);
    return { total: page.withTotal ? total : 0, logs: logs.map((log) => toLogModel(log, user)) };
  });
};
