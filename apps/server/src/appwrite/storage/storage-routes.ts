import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { AppwriteError, invalidArgument } from '../../infra/errors.ts';
import { type RouteRateLimit, rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { getCaller } from '../identity/caller.ts';
import { parsePermissions } from '../permissions/permissions.ts';
import { CUSTOM_ID_RULE, isValidCustomId, newUniqueId } from '../account/ids.ts';
import { actorOf, assertMayCreate, isPublic } from './file-access.ts';
import { toFileModel } from './file-model.ts';
import { parseFileListQuery } from './file-queries.ts';
import {
  bucketOf,
  deleteFile,
  getCompleteFile,
  getFile,
  listBucketFiles,
  openFileStream,
  readFileBytes,
  updateFile,
  uploadFile,
} from './file-service.ts';
import { isImageType } from './file-content.ts';
import { MIME_OF_FORMAT, parsePreviewParams, previewCacheKey, previewFormat, renderPreview } from './preview.ts';
import { chargePreviewRender, previewRenderUnits } from './preview-renders.ts';
import { CHUNK_SIZE_BYTES, chunkTooLarge, parseContentRange, parseRangeHeader } from './ranges.ts';
import { requestNetwork } from '../../infra/rate-limit/client-network.ts';

/** The Storage API of the web SDK (docs/appwrite-compatibility.md §4.3, §5), mounted under /v1. */

interface BucketParams {
  bucketId: string;
}
interface FileParams extends BucketParams {
  fileId: string;
}

const FILES = '/storage/buckets/:bucketId/files';
const FILE = `${FILES}/:fileId`;

// Views may be cached for 45 days and previews for 30 (Appwrite's values); the ETag revalidates.
const VIEW_MAX_AGE_SECONDS = 3_888_000;
const PREVIEW_MAX_AGE_SECONDS = 2_592_000;

// Stored types served as themselves; anything else goes out as text/plain (Appwrite's rule).
const SERVABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf', 'text/plain']);

const callerKey = async (request: FastifyRequest) => `${requestNetwork(request)}|${(await getCaller(request)).user?.id ?? 'guest'}`;

// Appwrite's abuse limits (§9.3): uploads are counted per chunk index, so big files are not throttled.
const FILE_CREATE_LIMIT: RouteRateLimit = {
  name: 'storage.files.create',
  limit: 60,
  windowSeconds: 60,
  key: async (request) => {
    const start = /^bytes (\d+)-/.exec(header(request, 'content-range') ?? '')?.[1];
    return `${await callerKey(request)}|${start === undefined ? 'whole' : Math.floor(Number(start) / CHUNK_SIZE_BYTES)}`;
  },
};
const FILE_DELETE_LIMIT: RouteRateLimit = { name: 'storage.files.delete', limit: 60, windowSeconds: 60, key: callerKey };

export const storageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart);

  const actorFor = async (request: FastifyRequest) => actorOf(await getCaller(request));

  app.get<{ Params: BucketParams; Querystring: Record<string, unknown> }>(FILES, async (request) => {
    const bucket = bucketOf(app, request.params.bucketId);
    const query = parseFileListQuery(request.query.queries, request.query.search);
    const withTotal = !['false', '0'].includes(String(request.query.total ?? 'true'));
    const { total, files } = await listBucketFiles(app, bucket, query, withTotal, await actorFor(request));
    return { total, files: files.map(toFileModel) };
  });

  app.post<{ Params: BucketParams }>(FILES, { preHandler: rateLimit(FILE_CREATE_LIMIT) }, async (request, reply) => {
    const bucket = bucketOf(app, request.params.bucketId);
    const actor = await actorFor(request);
    // Everything the headers can tell is checked before a byte of the body is read.
    assertMayCreate(bucket, actor);
    const rangeHeader = header(request, 'content-range');
    const chunk = rangeHeader === undefined ? null : parseContentRange(rangeHeader);
    const headerId = chunk ? header(request, 'x-appwrite-id') : undefined;
    if (headerId !== undefined && !isValidCustomId(headerId)) {
      throw new AppwriteError(
        'storage_invalid_appwrite_id',
        'The value for x-appwrite-id header is invalid. Please check the value of the x-appwrite-id header is a valid id and not unique().',
      );
    }
    const form = await readUploadForm(request, chunk ? CHUNK_SIZE_BYTES : bucket.maximumFileSizeBytes, Boolean(chunk));
    const result = await uploadFile(app, {
      bucket,
      actor,
      fileId: headerId ?? resolveNewFileId(form.fields.fileId),
      name: form.file.name,
      folder: parseFolder(form.fields.folder),
      permissions: parsePermissions(form.permissions),
      bytes: form.file.bytes,
      chunk,
    });
    return reply.code(result.status).send(toFileModel(result.file));
  });

  app.get<{ Params: FileParams }>(FILE, async (request) => {
    const bucket = bucketOf(app, request.params.bucketId);
    return toFileModel(await getFile(app, bucket, fileIdOf(request.params), await actorFor(request)));
  });

  app.put<{ Params: FileParams; Body: unknown }>(FILE, async (request) => {
    const bucket = bucketOf(app, request.params.bucketId);
    const fileId = fileIdOf(request.params);
    // No body is an update of nothing; a JSON body that is not an object is a mistake to name.
    if (request.body !== undefined && !isObject(request.body))
      throw new AppwriteError('general_bad_request', 'The request body must be a JSON object.');
    const body = request.body ?? {};
    const name = body.name ?? undefined;
    if (name !== undefined && typeof name !== 'string')
      throw invalidArgument('name', 'Value must be a valid string between 1 and 255 chars');
    const permissions = parsePermissions(body.permissions) ?? undefined;
    return toFileModel(await updateFile(app, bucket, fileId, { name, permissions }, await actorFor(request)));
  });

  app.delete<{ Params: FileParams }>(FILE, { preHandler: rateLimit(FILE_DELETE_LIMIT) }, async (request, reply) => {
    const bucket = bucketOf(app, request.params.bucketId);
    await deleteFile(app, bucket, fileIdOf(request.params), await actorFor(request));
    return reply.code(204).send();
  });

  const serve = (disposition: 'inline' | 'attachment') => async (request: FastifyRequest<{ Params: FileParams }>, reply: FastifyReply) => {
    const bucket = bucketOf(app, request.params.bucketId);
    const file = await getCompleteFile(app, bucket, fileIdOf(request.params), await actorFor(request));
    const etag = `"${file.signature}"`;
    const cacheControl = `${isPublic(bucket, file) ? 'public' : 'private'}, max-age=${VIEW_MAX_AGE_SECONDS}`;
    if (matchesEtag(request, etag)) return reply.code(304).headers({ etag, 'cache-control': cacheControl }).send();

    const rangeHeader = header(request, 'range');
    const ifRange = header(request, 'if-range');
    const range =
      rangeHeader !== undefined && (ifRange === undefined || ifRange === etag) ? parseRangeHeader(rangeHeader, file.sizeActual) : null;
    const body = await openFileStream(app, file, range ?? undefined);
    // Headers only once nothing can fail any more, so an error never goes out dressed as the file.
    reply.headers({
      'content-type': SERVABLE_TYPES.has(file.mimeType) ? file.mimeType : 'text/plain; charset=utf-8',
      'content-disposition': contentDisposition(disposition, file.name),
      'cache-control': cacheControl,
      etag,
      'accept-ranges': 'bytes',
      ...HARDENING_HEADERS,
    });
    if (range) {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.sizeActual}`);
      reply.header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', file.sizeActual);
    }
    return reply.send(body);
  };

  app.get(`${FILE}/view`, { compress: false }, serve('inline'));
  app.get(`${FILE}/download`, { compress: false }, serve('attachment'));

  app.get<{ Params: FileParams; Querystring: Record<string, unknown> }>(`${FILE}/preview`, { compress: false }, async (request, reply) => {
    const bucket = bucketOf(app, request.params.bucketId);
    const params = parsePreviewParams(request.query);
    const fileId = fileIdOf(request.params);
    const { previews, renders } = app.storage;
    // Taken before the file is looked up, so a preview rendered for a file deleted meanwhile is not kept.
    const dropMark = previews.dropMark(bucket.id, fileId);
    const file = await getCompleteFile(app, bucket, fileId, await actorFor(request));
    if (!isImageType(file.mimeType)) {
      throw new AppwriteError(
        'storage_file_type_unsupported',
        `Previews are only available for images; this file is ${file.mimeType || 'of an unknown type'}.`,
      );
    }
    const format = previewFormat(params, file.mimeType);
    const key = previewCacheKey(file.signature, params, format);
    const etag = `"${key.slice(0, 40)}"`;
    const cacheControl = `${isPublic(bucket, file) ? 'public' : 'private'}, max-age=${PREVIEW_MAX_AGE_SECONDS}`;
    if (matchesEtag(request, etag)) return reply.code(304).headers({ etag, 'cache-control': cacheControl }).send();
    let image = await previews.read(bucket.id, file.id, key, format);
    // Appwrite tells whether the preview came from its cache; a client may log or measure it.
    const cacheState = image ? 'hit' : 'miss';
    if (!image) {
      // A new rendering is the expensive part: run through the gate, shared by the requests that
      // ask for it meanwhile, and charged to the client whose request starts it.
      const units = previewRenderUnits(params, format);
      image = await renders.render({
        key: `${bucket.id}/${file.id}/${key}`,
        units,
        charge: () => chargePreviewRender(request, units),
        render: async () => renderPreview(await readFileBytes(app, file), params, format),
        keep: (rendered) =>
          previews
            .write(bucket.id, file.id, key, format, rendered, dropMark)
            .catch((error: unknown) => request.log.warn({ err: error }, 'could not cache a preview')),
      });
    }
    reply.headers({
      'content-type': MIME_OF_FORMAT[format],
      'cache-control': cacheControl,
      'x-appwrite-cache': cacheState,
      etag,
      ...HARDENING_HEADERS,
    });
    return reply.header('content-length', image.length).send(image);
  });
};

const HARDENING_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "script-src 'none'",
};

interface UploadForm {
  fields: Record<string, string>;
  /** null when no permissions field was sent (the defaults apply); checked by parsePermissions. */
  permissions: unknown[] | null;
  file: { name: string; bytes: Buffer };
}

const MULTIPART_LIMITS = { files: 1, fields: 120, fieldSize: 64 * 1024, parts: 130, fieldNameSize: 100 };

/** Reads the multipart body of createFile: fileId, file, permissions[] and folder, in any order. */
async function readUploadForm(request: FastifyRequest, maxFileBytes: number, isChunk: boolean): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new AppwriteError('storage_file_empty', 'No file sent: send it as multipart/form-data in the "file" field.');
  }
  const fields: Record<string, string> = {};
  let permissions: unknown[] | null = null;
  let file: UploadForm['file'] | null = null;
  try {
    // preservePath: the name arrives as sent, so a path is refused (file-service.ts) rather than cut to its last part.
    for await (const part of request.parts({ limits: { ...MULTIPART_LIMITS, fileSize: maxFileBytes }, preservePath: true })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        file = { name: part.filename, bytes: await part.toBuffer() };
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (part.fieldname === 'permissions[]') {
        (permissions ??= []).push(value);
      } else if (part.fieldname === 'permissions') {
        permissions = [...(permissions ?? []), ...permissionsFromField(value)];
      } else {
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    throw multipartError(error, isChunk);
  }
  if (!file) throw new AppwriteError('storage_file_empty', 'Empty file passed to the endpoint: the "file" field is missing.');
  return { fields, permissions, file };
}

/** A plain `permissions` field holds a JSON array (other clients) or a single permission. */
function permissionsFromField(value: string): unknown[] {
  if (!value.trim().startsWith('[')) return [value];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // fall through
  }
  throw invalidArgument('permissions', 'Must be an array of permission strings.');
}

// busboy's errors for a body that is not well-formed multipart carry no code, only these messages:
// "Unexpected end of multipart data", "Part terminated early due to unexpected end of multipart
// data" (the body stops before its closing boundary) and "Multipart: Boundary not found".
const MALFORMED_MULTIPART = /unexpected end of multipart data|boundary not found/i;

function multipartError(error: unknown, isChunk: boolean): unknown {
  if (error instanceof AppwriteError) return error;
  // The client's doing, not the server's: no complete file arrived, which Appwrite answers as an
  // empty upload (§5.1), said here in words that name the cause.
  if (error instanceof Error && MALFORMED_MULTIPART.test(error.message)) {
    return new AppwriteError(
      'storage_file_empty',
      "The upload's form data ended early or is malformed, so no complete file arrived: send fileId and file as multipart/form-data and let the client set the boundary.",
    );
  }
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return isChunk
      ? chunkTooLarge()
      : new AppwriteError('storage_invalid_file_size', 'The file size is either not valid or exceeds the maximum allowed size.');
  }
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new AppwriteError(
      'general_bad_request',
      'The multipart body is malformed or has too many parts: send the fields fileId, file, permissions[] and folder.',
    );
  }
  return error;
}

function resolveNewFileId(given: string | undefined): string {
  if (given === undefined) throw new AppwriteError('general_argument_invalid', 'Param "fileId" is not optional.');
  if (given === 'unique()') return newUniqueId();
  if (!isValidCustomId(given)) throw invalidArgument('fileId', CUSTOM_ID_RULE);
  return given;
}

function fileIdOf(params: FileParams): string {
  if (!isValidCustomId(params.fileId)) throw invalidArgument('fileId', CUSTOM_ID_RULE);
  return params.fileId;
}

const FOLDER_SEGMENT = /^[a-zA-Z0-9][a-zA-Z0-9 ._-]{0,63}$/;

/** A virtual folder: '' for the root, else segments joined by '/' with a trailing slash. */
function parseFolder(input: string | undefined): string {
  if (input === undefined) return '';
  const segments = input.split('/').filter(Boolean);
  if (input.length > 255 || !segments.every((s) => FOLDER_SEGMENT.test(s))) {
    throw invalidArgument('folder', 'Must be folder names of letters, digits, space, ".", "-" or "_" separated by "/".');
  }
  return segments.length ? `${segments.join('/')}/` : '';
}

function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const value = header(request, 'if-none-match');
  if (!value) return false;
  return value.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
