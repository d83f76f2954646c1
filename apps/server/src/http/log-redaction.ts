import type { FastifyRequest } from 'fastify';

// Query parameters that carry credentials: mailed links (/reset?userId&secret), the OAuth2
// callback (code, state) and the token flow's success redirect (secret) all arrive in URLs.
const SECRET_PARAMS = /([?&](?:secret|code|state|token|jwt|password|key|access_token|id_token)=)[^&#]*/gi;

/** A URL fit for a log line: credential-bearing query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's request serializer, minus secrets in the URL (docs/development.md 'Code style': no secret in any log line). */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
