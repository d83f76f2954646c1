import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional GETs for document reads: the JSON is hashed into a weak ETag (weak because
 * compression changes the bytes on the wire, not the document), and a request whose
 * If-None-Match holds it gets 304 without a body. Answers depend on who asks (permissions), so
 * they are private and revalidated every time: never stale, but an unchanged catalogue page
 * costs a few bytes instead of the whole list.
 */
export function sendJsonWithEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown): FastifyReply {
  const body = JSON.stringify(payload);
  // One-shot hashing: no Hash object per answer (a list page is hashed on every read).
  const etag = `W/"${hash('sha1', body, 'base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** RFC 9110 §13.1.2: weak comparison, a list of tags or `*`. */
function matches(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  const opaque = etag.replace(/^W\//, '');
  return value.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}
