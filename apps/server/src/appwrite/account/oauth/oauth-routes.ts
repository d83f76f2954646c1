import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppwriteError } from '../../../infra/errors.ts';
import { rateLimit } from '../../../infra/rate-limit/rate-limit-hook.ts';
import { getCaller } from '../../identity/caller.ts';
import { clientInfo } from '../client-info.ts';
import { parseParams, urlParam } from '../params.ts';
import { ACCOUNT_LIMITS } from '../rate-limits.ts';
import { checkRedirectUrl } from '../redirect-urls.ts';
import { setSessionCookies } from '../session-cookies.ts';
import { defaultFailureUrl, defaultSuccessUrl, failureRedirect, finishOAuthSignIn, startOAuthSignIn } from './oauth-sign-in.ts';
import { APPWRITE_OAUTH_PROVIDERS, type OAuthProvider, oauthProvider } from './providers.ts';

const scopeParam = z.string().regex(/^[\x21-\x7e]{1,128}$/, 'Each scope must be 1–128 printable characters without spaces.');
const startParams = z.object({
  success: urlParam.optional(),
  failure: urlParam.optional(),
  scopes: z.union([scopeParam.transform((scope) => [scope]), z.array(scopeParam).max(100, 'At most 100 scopes.')]).optional(),
});
const returnParams = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
  user: z.string().max(4096).optional(),
});

// Redirects carrying one-time state must never be replayed from a cache, 301 or not.
const NO_STORE = { 'cache-control': 'no-store, no-cache, must-revalidate, max-age=0', pragma: 'no-cache' };

/** The provider named in the path, or the Appwrite error for an unknown or unconfigured one. */
function configuredProvider(request: FastifyRequest, name: string): OAuthProvider {
  const provider = oauthProvider(request.server.config, name);
  if (provider) return provider;
  if (!APPWRITE_OAUTH_PROVIDERS.has(name)) {
    throw new AppwriteError('project_provider_unsupported', `The chosen OAuth provider '${name}' is unsupported.`);
  }
  throw new AppwriteError(
    'project_provider_disabled',
    `Sign-in with ${name} is not enabled on this server. Its client id and secret must be configured first.`,
  );
}

/** The one redirect URI to register at each provider (the path Appwrite uses). */
function callbackUrl(request: FastifyRequest, provider: string): string {
  return `${request.protocol}://${request.host}/v1/account/sessions/oauth2/callback/${provider}/${request.server.config.projectId}`;
}

const redirect = (reply: FastifyReply, url: string) => reply.headers(NO_STORE).redirect(url, 301);

/** The cookie holding the state of the sign-in this browser started, read only by the callback. */
const STATE_COOKIE = 'pura_oauth_state';
const CALLBACK_PATH = '/v1/account/sessions/oauth2/callback/';
// As long as the sign-in's state lives (oauth-state-store.ts).
const STATE_COOKIE_SECONDS = 15 * 60;

function stateCookieOptions(request: FastifyRequest) {
  const secure = request.protocol === 'https';
  // Apple's answer is a cross-site form POST, which carries only SameSite=None cookies (https).
  return { path: CALLBACK_PATH, httpOnly: true, secure, sameSite: secure ? ('none' as const) : ('lax' as const) };
}

/** OAuth2 sign-in: the session and token flows of docs/appwrite-compatibility.md §6 for Google, Apple and OIDC. */
export const oauthRoutes: FastifyPluginAsync = async (app) => {
  // Apple answers with response_mode=form_post; nothing else in /v1 takes form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  const start = (flow: 'session' | 'token') => async (request: FastifyRequest, reply: FastifyReply) => {
    const provider = configuredProvider(request, (request.params as { provider: string }).provider);
    const params = parseParams(startParams, request.query);
    const success = params.success === undefined ? defaultSuccessUrl(app.config) : checkRedirectUrl(request, params.success)?.toString();
    if (!success) throw new AppwriteError('project_invalid_success_url', 'Invalid URL received for OAuth success redirect.');
    const failure = params.failure === undefined ? defaultFailureUrl(app.config) : checkRedirectUrl(request, params.failure)?.toString();
    if (!failure) throw new AppwriteError('project_invalid_failure_url', 'Invalid URL received for OAuth failure redirect.');
    const caller = await getCaller(request);
    try {
      const { url, state } = await startOAuthSignIn(app.db, {
        provider,
        flow,
        successUrl: success,
        failureUrl: failure,
        redirectUri: callbackUrl(request, provider.name),
        scopes: params.scopes ?? [],
        linkTo: caller.user && caller.session ? { userId: caller.user.id, sessionId: caller.session.id } : null,
      });
      reply.setCookie(STATE_COOKIE, state, { ...stateCookieOptions(request), maxAge: STATE_COOKIE_SECONDS });
      return redirect(reply, url);
    } catch (error) {
      if (!(error instanceof AppwriteError)) throw error;
      return redirect(reply, failureRedirect(failure, error));
    }
  };

  const limited = { preHandler: rateLimit(ACCOUNT_LIMITS.oauth2) };
  app.get('/account/sessions/oauth2/:provider', limited, start('session'));
  app.get('/account/tokens/oauth2/:provider', limited, start('token'));

  const callback = async (request: FastifyRequest, reply: FastifyReply) => {
    const { provider: name, projectId } = request.params as { provider: string; projectId: string };
    if (projectId !== app.config.projectId) {
      throw new AppwriteError('project_not_found', `Project with the requested ID '${projectId}' could not be found.`);
    }
    const provider = configuredProvider(request, name);
    const returned = parseParams(returnParams, request.method === 'POST' ? request.body : request.query);
    const heldState = request.cookies[STATE_COOKIE];
    const outcome = await finishOAuthSignIn(app.db, app.config, provider, returned, heldState, clientInfo(request), request.log);
    // Only this sign-in's own state is spent: a cookie naming another (a newer start in this
    // browser, begun in a second tab) stays, so that sign-in can still finish.
    if (heldState !== undefined && heldState === returned.state) reply.clearCookie(STATE_COOKIE, stateCookieOptions(request));
    if (outcome.kind === 'session') setSessionCookies(request, reply, outcome.opened.credentials, outcome.opened.session.expire);
    return redirect(reply, outcome.redirect);
  };
  app.get('/account/sessions/oauth2/callback/:provider/:projectId', limited, callback);
  app.post('/account/sessions/oauth2/callback/:provider/:projectId', limited, callback);
};
