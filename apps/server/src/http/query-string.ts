import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppwriteError, invalidArgument } from '../infra/errors.ts';
import { routedPath } from './cors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An /api route that answers a query string it cannot fully decode itself, instead of with
     * the 400 of installQueryStringCheck. Set only with a comment saying why.
     */
    readsUndecodableQuery?: true;
  }
}

/**
 * What a key with more than one bracket level or a non-numeric index (`queries[0][method]=x`,
 * `queries[a]=x`) stands for in its parameter's list. PHP would build a nested array there; no
 * Appwrite parameter takes one, so a reader expecting strings refuses it (queries answer
 * general_query_invalid) while a parameter no route reads stays ignored.
 */
export class NestedParam {
  constructor(readonly key: string) {}
}

export type QueryValue = string | Array<string | NestedParam>;

/** A part of a query string that is not valid percent-encoded UTF-8; `param` is null when its name is unknown. */
export interface UndecodableQueryPart {
  param: string | null;
  key: string | null;
}

// Kept beside the parsed object rather than in it, so a route reading the query sees only parameters.
const undecodableParts = new WeakMap<object, UndecodableQueryPart>();

/**
 * Parses a query string the way Appwrite (PHP) does: `queries[0]=a&queries[1]=b` and
 * `scopes[]=x` become arrays; plain keys stay strings. The SDK flattens every array parameter
 * into bracket form (docs/appwrite-compatibility.md §1.3), so this is what every GET list call sends.
 * A pair that is not valid percent-encoding is left out and remembered (undecodableQueryPart).
 */
export function parseQueryString(raw: string): Record<string, QueryValue> {
  const result: Record<string, QueryValue> = Object.create(null);
  const indexed: Record<string, Array<[number, string | NestedParam]>> = Object.create(null);
  if (!raw) return result;
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = safeDecode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : safeDecode(pair.slice(eq + 1));
    if (key === null || value === null) {
      if (!undecodableParts.has(result)) undecodableParts.set(result, { param: key === null ? null : nameOf(key) || null, key });
      continue;
    }
    const bracket = /^([^[\]]+)\[(\d*)\]$/.exec(key);
    const nested = bracket ? null : /^([^[\]]+)\[/.exec(key);
    if (bracket) {
      const [, name = '', index] = bracket;
      const list = (indexed[name] ??= []);
      list.push([index === '' ? appended(list) : Number(index), value]);
    } else if (nested) {
      const list = (indexed[nested[1] ?? ''] ??= []);
      list.push([appended(list), new NestedParam(key)]);
    } else {
      result[key] = value;
    }
  }
  for (const [name, entries] of Object.entries(indexed)) {
    result[name] = entries.sort((a, b) => a[0] - b[0]).map(([, v]) => v);
  }
  return result;
}

/** The first part of a parsed query string that could not be decoded, if any. */
export function undecodableQueryPart(query: unknown): UndecodableQueryPart | undefined {
  return typeof query === 'object' && query !== null ? undecodableParts.get(query) : undefined;
}

/**
 * /v1 and /api answer a query string they cannot fully decode with 400 rather than leaving the
 * broken part out: a filter that silently falls away lists more than the client asked for, and a
 * parameter that falls away reads as one never sent. Unknown parameters that decode stay
 * accepted, as in Appwrite. Installed before the routes of both, so that it runs before theirs.
 */
export function installQueryStringCheck(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and mostly returns at once.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!checksQueryString(request)) return done();
    const part = undecodableQueryPart(request.query);
    done(part ? undecodableError(part) : undefined);
  });
}

const V1_OR_API = /^\/(?:v1|api)(?:[/?]|$)/;

function checksQueryString(request: FastifyRequest): boolean {
  // The realtime socket has its own way to refuse (§7.2); an HTTP 400 would only make the SDK retry.
  const path = routedPath(request);
  if (!V1_OR_API.test(path) || path.startsWith('/v1/realtime')) return false;
  return !request.routeOptions.config.readsUndecodableQuery;
}

function undecodableError({ param, key }: UndecodableQueryPart): AppwriteError {
  const reason = 'is not valid percent-encoded UTF-8';
  if (param === 'queries') return new AppwriteError('general_query_invalid', `Invalid query: the value of ${key} ${reason}.`);
  if (param !== null) return invalidArgument(param, `The value ${reason}.`);
  return new AppwriteError('general_bad_request', `The query string ${reason}.`);
}

const appended = (list: unknown[]) => Number.MAX_SAFE_INTEGER - 1000 + list.length;

const nameOf = (key: string) => key.split('[')[0] ?? key;

function safeDecode(text: string): string | null {
  // Most keys and many values carry neither escapes nor '+': nothing to decode (every list call parses these).
  if (!text.includes('%') && !text.includes('+')) return text;
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}
