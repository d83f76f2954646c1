import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { UNSTORABLE_VALUE, isStorableText } from '@pura/core/schemas/storable-text';
import { clientInfo } from '../client-info.ts';
import { requireAccount } from '../guards.ts';
import { newUniqueId } from '../ids.ts';
import { recordAccountEvent } from '../logs/account-log-store.ts';
import { formatDate } from '../models.ts';
import { idParam, newIdParam, parseParams } from '../params.ts';
import { describeUserAgent } from '../user-agent.ts';
import { type PushTargetRecord, deletePushTargetOfUser, insertPushTarget, updatePushTargetOfUser } from './push-target-store.ts';

const identifierParam = z
  .string({ error: 'Value must be a valid string and at least 1 chars and no longer than 2048 chars' })
  .min(1, 'Value must be a valid string and at least 1 chars and no longer than 2048 chars')
  .max(2048, 'Value must be a valid string and at least 1 chars and no longer than 2048 chars')
  .refine(isStorableText, UNSTORABLE_VALUE);

const createParams = z.object({ targetId: newIdParam, identifier: identifierParam, providerId: idParam.optional() });
const targetIdParams = z.object({ targetId: idParam });
const updateParams = z.object({ identifier: identifierParam });

/** The Target model (docs/appwrite-compatibility.md §8.1) of a push target. */
function toTargetModel(target: PushTargetRecord) {
  return {
    $id: target.id,
    $createdAt: formatDate(target.createdAt),
    $updatedAt: formatDate(target.updatedAt),
    name: target.name,
    userId: target.userId,
    providerId: target.providerId,
    providerType: 'push',
    identifier: target.identifier,
    expired: target.expired,
  };
}

/** Push targets: the devices a signed-in user registers for push messages (§4.1). */
export const pushTargetRoutes: FastifyPluginAsync = async (app) => {
  app.post('/account/targets/push', async (request, reply) => {
    const { user } = await requireAccount(request);
    const { targetId, identifier, providerId } = parseParams(createParams, request.body);
    const device = describeUserAgent(request.headers['user-agent'] ?? '');
    const target = await insertPushTarget(app.db, {
      id: targetId === 'unique()' ? newUniqueId() : targetId,
      userId: user.id,
      providerId: providerId ?? '',
      identifier,
      // Appwrite names a push target after the device it was registered from.
      name: [device.clientName, device.osName].filter(Boolean).join(' on ') || 'Unknown device',
    });
    await recordAccountEvent(app.db, { userId: user.id, event: 'target.create', ...clientInfo(request) });
    return reply.code(201).send(toTargetModel(target));
  });

  app.put('/account/targets/:targetId/push', async (request) => {
    const { user } = await requireAccount(request);
    const { targetId } = parseParams(targetIdParams, request.params);
    const { identifier } = parseParams(updateParams, request.body);
    const target = await updatePushTargetOfUser(app.db, user.id, targetId, identifier);
    await recordAccountEvent(app.db, { userId: user.id, event: 'target.update', ...clientInfo(request) });
    return toTargetModel(target);
  });

  app.delete('/account/targets/:targetId/push', async (request, reply) => {
    const { user } = await requireAccount(request);
    const { targetId } = parseParams(targetIdParams, request.params);
    await deletePushTargetOfUser(app.db, user.id, targetId);
    await recordAccountEvent(app.db, { userId: user.id, event: 'target.delete', ...clientInfo(request) });
    return reply.code(204).send();
  });
};
