import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppwriteError } from '../../infra/errors.ts';
import { readQueriesParam } from '../databases/query-parser.ts';
import { requireAccount } from './guards.ts';
import { toIdentityModel } from './models.ts';
import { deleteIdentityOfUser, type IdentityFilter, listIdentitiesOfUser } from './oauth/oauth-identity-store.ts';
import { idParam, parseParams } from './params.ts';

const listParams = z.object({
  queries: z.union([z.string().transform((q) => [q]), z.array(z.string().max(4096)).max(100)]).optional(),
  total: z.enum(['true', 'false', '1', '0']).optional(),
});
const deleteParams = z.object({ identityId: idParam });

const FILTERABLE: Record<string, keyof IdentityFilter> = {
  provider: 'provider',
  providerUid: 'providerUid',
  providerEmail: 'providerEmail',
};

const queryInvalid = (message: string) => new AppwriteError('general_query_invalid', message);

/** The subset of Appwrite queries that make sense on a user's few identities. */
function readQueries(queries: string[]): { filter: IdentityFilter; limit: number; offset: number } {
  const filter: IdentityFilter = {};
  let limit = 25;
  let offset = 0;
  for (const query of readQueriesParam(queries)) {
    const first = query.values?.[0];
    if (query.method === 'limit' && Number.isInteger(first) && (first as number) >= 1) limit = Math.min(first as number, 5000);
    else if (query.method === 'offset' && Number.isInteger(first) && (first as number) >= 0) offset = first as number;
    else if (query.method === 'equal' && query.attribute && FILTERABLE[query.attribute] && typeof first === 'string') {
      filter[FILTERABLE[query.attribute]!] = first;
    } else {
      throw queryInvalid(`Invalid query method or attribute for identities: ${query.method}`);
    }
  }
  return { filter, limit, offset };
}

/** Identities linked through OAuth2 sign-ins (appwrite-protocol.md §4.1, §8.6). */
export const identityRoutes: FastifyPluginAsync = async (app) => {
  app.get('/account/identities', async (request) => {
    const { user } = await requireAccount(request);
    const params = parseParams(listParams, request.query);
    const { filter, limit, offset } = readQueries(params.queries ?? []);
    const { total, identities } = await listIdentitiesOfUser(app.db, user.id, filter, { limit, offset });
    const counted = params.total === 'false' || params.total === '0' ? 0 : total;
    return { total: counted, identities: identities.map(toIdentityModel) };
  });

  app.delete('/account/identities/:identityId', async (request, reply) => {
    const { user } = await requireAccount(request);
    const { identityId } = parseParams(deleteParams, request.params);
    if (!(await deleteIdentityOfUser(app.db, user.id, identityId))) {
      throw new AppwriteError('user_identity_not_found', 'The identity could not be found. Please check the ID and try again.');
    }
    return reply.code(204).send();
  });
};
