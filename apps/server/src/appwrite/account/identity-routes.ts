import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppwriteError } from '../../infra/errors.ts';
import type { RawQuery } from '../databases/query-parser.ts';
import { requireAccount } from './guards.ts';
import { toIdentityModel } from './models.ts';
import { deleteIdentityOfUser, type IdentityFilter, listIdentitiesOfUser } from './oauth/oauth-identity-store.ts';
import { idParam, parseParams, readListParams } from './params.ts';

const deleteParams = z.object({ identityId: idParam });

const FILTERABLE: Record<string, keyof IdentityFilter> = {
  provider: 'provider',
  providerUid: 'providerUid',
  providerEmail: 'providerEmail',
};

/** Besides limit and offset, identities take `equal` on their provider fields. */
function readFilter(query: RawQuery, filter: IdentityFilter): void {
  const first = query.values?.[0];
  const field =
    query.method === 'equal' && query.attribute && Object.hasOwn(FILTERABLE, query.attribute) ? FILTERABLE[query.attribute] : undefined;
  if (!field || typeof first !== 'string') {
    throw new AppwriteError('general_query_invalid', `Invalid query method or attribute for identities: ${query.method}`);
  }
  filter[field] = first;
}

/** Identities linked through OAuth2 sign-ins (docs/appwrite-compatibility.md §4.1, §8.6). */
export const identityRoutes: FastifyPluginAsync = async (app) => {
  app.get('/account/identities', async (request) => {
    const { user } = await requireAccount(request);
    const filter: IdentityFilter = {};
    const page = readListParams(request.query, (query) => readFilter(query, filter));
    const { total, identities } = await listIdentitiesOfUser(app.db, user.id, filter, page);
    return { total: page.withTotal ? total : 0, identities: identities.map(toIdentityModel) };
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
