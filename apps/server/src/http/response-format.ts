import type { FastifyRequest } from 'fastify';

/**
 * Whether a request asks, with X-Appwrite-Response-Format (docs/appwrite-compatibility.md §1.2), for a
 * response format older than `version`. SDKs send the format they were built for (web 27:
 * 2.0.0, node-appwrite 27: 1.9.5) and Appwrite keeps answering older ones in their old shape.
 * No header, or a value that is no version, means the current format.
 */
export function asksForFormatBefore(request: FastifyRequest, version: string): boolean {
  const header = request.headers['x-appwrite-response-format'];
  const asked = parseVersion(Array.isArray(header) ? header[0] : header);
  const target = parseVersion(version);
  if (!asked || !target) return false;
  for (let i = 0; i < target.length; i++) {
    if (asked[i] !== target[i]) return (asked[i] ?? 0) < (target[i] ?? 0);
  }
  return false;
}

/** `major.minor.patch` as three numbers; missing parts are 0 and anything after the digits (`-rc1`) is ignored. */
function parseVersion(value: string | undefined): [number, number, number] | null {
  const match = /^\s*(\d{1,6})(?:\.(\d{1,6}))?(?:\.(\d{1,6}))?/.exec(value ?? '');
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}
