/**
 * The fetcher for the shop's own endpoints under /api. It turns failures into ApiError and
 * nothing else: features decide on toasts and redirects (docs/development.md, Code style).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly type: string,
  ) {
    super(message);
  }
}

export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers:
        init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch {
    throw new ApiError('The shop could not be reached. Check your connection and try again.', 0, 'network_error');
  }
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) {
    const record = (body ?? {}) as { message?: unknown; error?: unknown; type?: unknown };
    const message =
      typeof record.message === 'string' ? record.message : typeof record.error === 'string' ? record.error : response.statusText;
    throw new ApiError(message || 'Request failed', response.status, typeof record.type === 'string' ? record.type : '');
  }
  return body as T;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
