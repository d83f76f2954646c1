import type { TestServer } from './test-server.ts';

export interface RawResponse {
  status: number;
  body: Record<string, unknown> | null;
  text: string;
}

/**
 * A raw HTTP call to /v1, for what the SDK hides or cannot send: malformed input, exact status
 * codes, JSON the SDK's serialiser would change on the way.
 */
export async function raw(
  server: TestServer,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; session?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { 'x-appwrite-project': server.config.projectId, ...options.headers };
  if (options.session) headers['x-appwrite-session'] = options.session;
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${server.endpoint}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let parsed: Record<string, unknown> | null;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, text };
}
