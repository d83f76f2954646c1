import type { FastifyRequest } from 'fastify';
import { requireAccount } from '../../appwrite/account/guards.ts';

/**
 * A preValidation hook for routes only a signed-in customer may use: it runs before the route's
 * schema, so a guest hears 401 rather than what their input lacks. The handler's own
 * requireAccount then reads the same cached caller.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  await requireAccount(request);
}
