import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { eraseOwnAccount } from './account-erasure.ts';
import { clientInfo } from './client-info.ts';
import { requireAccount } from './guards.ts';
import { recordAccountEvent } from './logs/account-log-store.ts';
import { toPrefs, toUserModel } from './models.ts';
import { emailParam, nameParam, newIdParam, parseParams, passwordParam, phoneParam, prefsParam } from './params.ts';
import { blockOwnAccount, changeEmail, changeName, changePassword, changePhone, replacePrefs } from './profile.ts';
import { ACCOUNT_LIMITS } from './rate-limits.ts';
import { clearSessionCookies } from './session-cookies.ts';
import { createAccount } from './sign-up.ts';

const signUpParams = z.object({ userId: newIdParam, email: emailParam, password: passwordParam, name: nameParam.optional() });
const nameParams = z.object({ name: nameParam });
const emailParams = z.object({ email: emailParam, password: passwordParam });
const phoneParams = z.object({ phone: phoneParam, password: passwordParam });
const passwordParams = z.object({ password: passwordParam, oldPassword: z.string().max(256).optional() });
const prefsParams = z.object({ prefs: prefsParam });

/** The account itself: sign-up, profile and preferences (docs/appwrite-compatibility.md §4.1). */
export const userRoutes: FastifyPluginAsync = async (app) => {
  // Each checks the current password: the same counters as password sign-in (rate-limits.ts).
  const passwordCheckLimits = rateLimit(ACCOUNT_LIMITS.passwordCheckByAccountAndNetwork, ACCOUNT_LIMITS.emailSessionByNetwork);

  app.post('/account', { preHandler: rateLimit(ACCOUNT_LIMITS.signUp) }, async (request, reply) => {
    const params = parseParams(signUpParams, request.body);
    const user = await createAccount(app.db, app.config, { ...params, name: params.name ?? '' });
    return reply.code(201).send(toUserModel(user));
  });

  app.get('/account', async (request) => toUserModel((await requireAccount(request)).user));

  app.patch('/account/name', async (request) => {
    const { user } = await requireAccount(request);
    const { name } = parseParams(nameParams, request.body);
    return toUserModel(await changeName(app.db, user, name));
  });

  app.patch('/account/email', { preHandler: passwordCheckLimits }, async (request) => {
    const { user } = await requireAccount(request);
    const { email, password } = parseParams(emailParams, request.body);
    const changed = await changeEmail(app.db, user, email, password);
    await recordAccountEvent(app.db, { userId: user.id, event: 'user.update.email', ...clientInfo(request) });
    return toUserModel(changed);
  });

  app.patch('/account/phone', { preHandler: passwordCheckLimits }, async (request) => {
    const { user } = await requireAccount(request);
    const { phone, password } = parseParams(phoneParams, request.body);
    const changed = await changePhone(app.db, user, phone, password);
    await recordAccountEvent(app.db, { userId: user.id, event: 'user.update.phone', ...clientInfo(request) });
    return toUserModel(changed);
  });

  app.patch('/account/password', { preHandler: [rateLimit(ACCOUNT_LIMITS.password), passwordCheckLimits] }, async (request) => {
    const { user, session } = await requireAccount(request);
    const { password, oldPassword } = parseParams(passwordParams, request.body);
    const changed = await changePassword(app.db, user, session, password, oldPassword);
    await recordAccountEvent(app.db, { userId: user.id, event: 'user.update.password', ...clientInfo(request) });
    return toUserModel(changed);
  });

  app.get('/account/prefs', async (request) => toPrefs((await requireAccount(request)).user.prefs));

  app.patch('/account/prefs', async (request) => {
    const { user } = await requireAccount(request);
    const { prefs } = parseParams(prefsParams, request.body);
    return toUserModel(await replacePrefs(app.db, user, prefs));
  });

  app.delete('/account', async (request, reply) => {
    const { user } = await requireAccount(request);
    await eraseOwnAccount(app, user);
    clearSessionCookies(request, reply);
    return reply.code(204).send();
  });

  app.patch('/account/status', async (request, reply) => {
    const { user } = await requireAccount(request);
    const blocked = await blockOwnAccount(app.db, user);
    clearSessionCookies(request, reply);
    return toUserModel(blocked);
  });
};
