import type { Config } from '../config/env.ts';

/**
 * What the web app needs to know at run time, so changing the server's configuration never
 * needs a rebuild. Public by design: never put a secret here. The web app talks to this same
 * origin, so the Appwrite endpoint is `location.origin + '/v1'`.
 */
export interface PublicRuntimeConfig {
  projectId: string;
  endpointPath: '/v1';
  debugPages: boolean;
}

export function publicRuntimeConfig(config: Config): PublicRuntimeConfig {
  return { projectId: config.projectId, endpointPath: '/v1', debugPages: config.debugPages };
}
