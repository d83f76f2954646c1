import { AppwriteError } from '../../../infra/errors.ts';

/**
 * Something went wrong between this server and the provider (unreachable, refused the code,
 * invalid ID token). The person is sent to `failure` with it; the status says "not our fault".
 */
export const providerError = (message: string) => new AppwriteError('user_oauth2_provider_error', message);
