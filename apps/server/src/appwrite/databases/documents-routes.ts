import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppwriteError, invalidArgument } from '../../infra/errors.ts';
import { type RouteRateLimit, rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { getCaller } from '../identity/caller.ts';
import { asksForFormatBefore } from '../../http/response-format.ts';
import { readDocumentId } from './document-ids.ts';
import { type JsonAnswer, jsonAnswer, sendJsonAnswer } from './http-caching.ts';
import { cachedListQuery, queriesKey } from './list-query-cache.ts';
import { parseSelectOnly, readQueriesParam } from './query-parser.ts';
import {
  type Actor,
  type DocumentsContext,
  changeDocumentNumber,
  createDocument,
  deleteDocument,
  getDocument,
  listDocuments,
  readAudience,
  resolveCollection,
  updateDocument,
  upsertDocument,
} from './documents-service.ts';
import type { CollectionSchema } from './collection-schema.ts';
import { type DocumentJson, withIntegerSequence } from './document-model.ts';
import { documentChanged } from './server-documents.ts';
import { requestNetwork } from '../../infra/rate-limit/client-network.ts';

/**
 * The Databases (documents) API of docs/appwrite-compatibility.md §4.2, mounted under /v1. Routes only
 * read parameters and answer; the rules live in documents-service.ts.
 */

interface CollectionParams {
  databaseId: string;
  collectionId: string;
}
interface DocumentParams extends CollectionParams {
  documentId: string;
}
interface AttributeParams extends DocumentParams {
  attribute: string;
}

type Params = Record<string, unknown>;

const BASE = '/databases/:databaseId/collections/:collectionId/documents';

// Appwrite's write limits (docs/appwrite-compatibility.md §9.3), per route, IP and user. RATE_LIMITS=off skips them.
const callerKey = async (request: FastifyRequest) => `${requestNetwork(request)}|${(await getCaller(request)).user?.id ?? ''}`;
const writeLimit = (name: string, limit: number): { preHandler: ReturnType<typeof rateLimit> } => {
  const rule: RouteRateLimit = { name: `databases.documents.${name}`, limit, windowSeconds: 60, key: callerKey };
  return { preHandler: rateLimit(rule) };
};

// §8.4: response formats before 1.9.0 carry $sequence as an integer, later ones as a string.
type SequenceType = 'string' | 'integer';
const sequenceTypeOf = (request: FastifyRequest): SequenceType => (asksForFormatBefore(request, '1.9.0') ? 'integer' : 'string');
const inFormat = (sequence: SequenceType, document: DocumentJson) => (sequence === 'integer' ? withIntegerSequence(document) : document);

export const documentsRoutes: FastifyPluginAsync = async (app) => {
  const ctx: DocumentsContext = {
    db: app.db,
    atomic: (fn) => app.db.transaction(fn),
    changed: (schema, document, action) => documentChanged(app, schema, document, action),
    clientRules: app.clientWriteRules,
    writeHooks: app.documentWriteHooks,
  };
  const actorOf = async (request: FastifyRequest): Promise<Actor> => ({ kind: 'client', caller: await getCaller(request) });
  // Reads go through the read cache when their `queries` have a key; the key names everything
  // else the answer depends on (document-read-cache.ts).
  const cachedRead = (
    schema: CollectionSchema,
    actor: Actor,
    key: string,
    queries: unknown,
    load: () => Promise<unknown>,
  ): Promise<JsonAnswer> => {
    const queryKey = queriesKey(queries);
    if (queryKey === null) return load().then(jsonAnswer);
    return app.documentReads.read(schema, `${key}\n${readAudience(schema, actor)}\n${queryKey}`, load);
  };

  app.get<{ Params: CollectionParams; Querystring: Params }>(BASE, async (request, reply) => {
    const schema = resolveCollection(request.params.databaseId, request.params.collectionId);
    const query = request.query ?? {};
    rejectTransaction(query);
    readTtl(query.ttl);
    const listQuery = cachedListQuery(schema, query.queries);
    const actor = await actorOf(request);
    const total = readBoolean('total', query.total, true);
    const sequence = sequenceTypeOf(request);
    const answer = await cachedRead(schema, actor, `list ${total} ${sequence}`, query.queries, async () => {
      const list = await listDocuments(ctx, schema, actor, listQuery, { total });
      return sequence === 'integer' ? { ...list, documents: list.documents.map(withIntegerSequence) } : list;
    });
    return sendJsonAnswer(request, reply, answer);
  });

  app.post<{ Params: CollectionParams; Body: unknown }>(BASE, writeLimit('create', 120), async (request, reply) => {
    const schema = resolveCollection(request.params.databaseId, request.params.collectionId);
    const body = readBody(request.body);
    rejectTransaction(body);
    if (body.data === undefined) throw new AppwriteError('general_argument_invalid', 'Param "data" is not optional.');
    // Appwrite's documentId is optional since bulk creation; one document without it is missing data.
    if (body.documentId === undefined || body.documentId === null || body.documentId === '') {
      throw new AppwriteError(
        'document_missing_data',
        'Document ID is required when creating a single document. Pass "unique()" for a new one.',
      );
    }
    const documentId = readDocumentId(body.documentId, 'documentId', { allowUnique: true });
    const document = await createDocument(ctx, schema, await actorOf(request), documentId, {
      data: body.data,
      permissions: body.permissions,
    });
    return reply.code(201).send(inFormat(sequenceTypeOf(request), document));
  });

  app.get<{ Params: DocumentParams; Querystring: Params }>(`${BASE}/:documentId`, async (request, reply) => {
    const schema = resolveCollection(request.params.databaseId, request.params.collectionId);
    const query = request.query ?? {};
    rejectTransaction(query);
    const documentId = readDocumentId(request.params.documentId, 'documentId', { allowUnique: false });
    const select = parseSelectOnly(schema, readQueriesParam(query.queries));
    const actor = await actorOf(request);
    const sequence = sequenceTypeOf(request);
    const answer = await cachedRead(schema, actor, `get ${documentId} ${sequence}`, query.queries, async () =>
      inFormat(sequence, await getDocument(ctx, schema, actor, documentId, select)),
    );
    return sendJsonAnswer(request, reply, answer);
  });

  app.patch<{ Params: DocumentParams; Body: unknown }>(`${BASE}/:documentId`, writeLimit('update', 120), async (request) => {
    const schema = resolveCollection(request.params.databaseId, request.params.collectionId);
    const body = readBody(request.body);
    rejectTransaction(body);
    const documentId = readDocumentId(request.params.documentId, 'documentId', { allowUnique: false });
    const document = await updateDocument(ctx, schema, await actorOf(request), documentId, {
      data: body.data,
      permissions: body.permissions,
    });
    return inFormat(sequenceTypeOf(request), document);
  });

  app.put<{ Params: DocumentParams; Body: unknown }>(`${BASE}/:documentId`, writeLimit('upsert', 120), async (request, reply) => {
    const schema = resolveCollection(request.params.databaseId, request.params.collectionId);
    const body = readBody(request.body);
    rejectTransaction(body);
    const documentId = readDocumentId(request.params.documentId, 'documentId', { allowUnique: true });
    const document = await upsertDocument(ctx, schema, await actorOf(request), documentId, {
      data: body.data,
      permissions: body.permissions,
    });
    return reply.code(201).send(inFormat(sequenceTypeOf(request), document));
  });

  app.delete<{ Params: DocumentParams; Body: unknown }>(`${BASE}/:documentId`, writeLimit('delete', 60), async (request, reply) => {
    const schema = resolveCollection(request.params.databaseId, request.params.collectionId);
    rejectTransaction(readBody(request.body));
    const documentId = readDocumentId(request.params.documentId, 'documentId', { allowUnique: false });
    await deleteDocument(ctx, schema, await actorOf(request), documentId);
    return reply.code(204).send();
  });

  for (const direction of ['increment', 'decrement'] as const) {
    app.patch<{ Params: AttributeParams; Body: unknown }>(
      `${BASE}/:documentId/:attribute/${direction}`,
      writeLimit(direction, 120),
      async (request) => {
        const schema = resolveCollection(request.params.databaseId, request.params.collectionId);
        const body = readBody(request.body);
        rejectTransaction(body);
        const documentId = readDocumentId(request.params.documentId, 'documentId', { allowUnique: false });
        const limit = direction === 'increment' ? body.max : body.min;
        const document = await changeDocumentNumber(
          ctx,
          schema,
          await actorOf(request),
          documentId,
          request.params.attribute,
          direction,
          body.value,
          limit,
        );
        return inFormat(sequenceTypeOf(request), document);
      },
    );
  }
};

/** A JSON body must be an object; no body at all counts as `{}` (the SDK sends `{}` on DELETE). */
function readBody(body: unknown): Params {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new AppwriteError('general_bad_request', 'The request body must be a JSON object.');
  return body as Params;
}

/** Database transactions (§4.2 "out of scope") are refused rather than silently ignored. */
function rejectTransaction(params: Params): void {
  const id = params.transactionId;
  if (id !== undefined && id !== null && id !== '') {
    throw invalidArgument('transactionId', 'Transactions are not supported by this server; send the call without transactionId.');
  }
}

function readBoolean(param: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  throw invalidArgument(param, 'Value must be a valid boolean (true or false).');
}

/** `ttl` (list caching, 0–86400 s) is accepted for compatibility; lists are always fresh here (ETags revalidate them). */
function readTtl(value: unknown): void {
  if (value === undefined || value === '') return;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > 86_400) {
    throw invalidArgument('ttl', 'Value must be a valid range between 0 and 86,400.');
  }
}
