import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';
import { AppwriteError } from '../infra/errors.ts';
import { routedPath } from './cors.ts';

/**
 * This server hosts exactly one Appwrite project. A /v1 call naming another project, by header
 * or by the `project` query parameter URL builders use, answers 404 project_not_found.
 */
export function installProjectCheck(app: FastifyInstance, config: Config): void {
  // A callback hook, not an async one: it runs on every request and mostly returns at once.
  app.addHook('onRequest', (request, _reply, done) => {
    // The realtime socket answers a wrong project itself, with a 1008 close the SDK does not retry (§7.2).
    const path = routedPath(request);
    if (!path.startsWith('/v1') || path.startsWith('/v1/realtime')) return done();
    const header = request.headers['x-appwrite-project'];
    const query = (request.query as Record<string, unknown> | undefined)?.project;
    const project = (Array.isArray(header) ? header[0] : header) || (typeof query === 'string' ? query : '');
    if (project && project !== config.projectId) {
      return done(new AppwriteError('project_not_found', `Project with the requested ID '${project}' could not be found.`));
    }
    done();
  });
}
