import type { FastifyRequest } from 'fastify';

/** Where a request comes from, as recorded on the sessions it creates. */
export function clientInfo(request: FastifyRequest): { ip: string; userAgent: string } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}
