import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A read's answer as it goes out: the JSON text and its weak ETag. */
export interface JsonAnswer {
  body: string;
  etag: string;
}

/**
 * The JSON is hashed into a weak ETag: weak because compression changes the bytes on the wire,
 * not the document. Computed once per answer, so the read cache keeps it with the body.
 */
export function jsonAnswer(payload: unknown): JsonAnswer {
  const body = JSON.stringify(payload);
  // One-shot hashing: no Hash object per answer (a list page is hashed on every read).
  return { body, etag: `W/"${hash('sha1', body, 'base64url')}"` };
}

/**
 * Conditional GETs for document reads: a request whose If-None-Match holds the answer's ETag
 * gets 304 without a body. Answers depend on who asks (permissions), so they are private and
 * revalidated every time: never stale, but an unchanged catalogue page costs a few bytes instead
 * of the whole list.
 */
export function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
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
