import fc from 'fast-check';
import type { DiscoveredRoute } from './discovered-routes.ts';

/**
 * Generators of bad requests for the hostile-input suite (decision 013 item 2): wrong types, missing
 * and extra fields, huge and unicode strings, malformed JSON, bad query JSON, ids with ../ and
 * control characters, mislabelled uploads, bad ranges, bad cookies, JWTs and session headers.
 */

export interface HostileRequest {
  method: string;
  /** The route this request aims at (`METHOD /pattern`). */
  routeKey: string;
  /** Path and query, already encoded as a client would send them. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** Who sends it: a real session of these actors, or none / a forged one. */
  session: 'none' | 'user' | 'admin' | 'forged';
  /** Short description of the body, for the failure message. */
  bodyNote: string;
}

const NASTY = [
  '',
  ' ',
  '..',
  '../',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  'a/../b',
  '\u0000',
  'id\u0000.png',
  '\r\nSet-Cookie: x=1',
  '\u202eexe.png',
  '\uFEFF',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  'true',
  '{}',
  '[]',
  '"',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '$id',
  'unique()',
  'current',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '__proto__',
  'constructor',
  '😀'.repeat(40),
  'e\u0301'.repeat(50),
  'x'.repeat(37),
  'x'.repeat(1_500),
];

/** A hostile string: a known troublemaker or random unicode (lone surrogates too). */
export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** Hostile strings for bodies, where huge ones fit (URLs and headers have their own limits). */
const hostileText = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.nat({ max: 300_000 }).map((n) => 'Ω'.repeat(n)) },
);

/** Percent-encodes like a client; lone surrogates become U+FFFD (encodeURIComponent throws on them). */
const encode = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

/** Any JSON value, with hostile strings in it. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 2 ** 53, -(2 ** 63), 1e308, null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** The parameter names the /v1 and /api routes read, so objects reach their validation. */
const FIELDS = [
  'email',
  'password',
  'oldPassword',
  'name',
  'userId',
  'secret',
  'phone',
  'url',
  'prefs',
  'status',
  'mfa',
  'otp',
  'factor',
  'challengeId',
  'type',
  'code',
  'token',
  'provider',
  'success',
  'failure',
  'scopes',
  'duration',
  'documentId',
  'data',
  'permissions',
  'queries',
  'fileId',
  'value',
  'limit',
  'transactionId',
  'quiz',
  'sessionId',
  'properties',
  'firstName',
  'lastName',
  'subject',
  'message',
  'source',
  'items',
  'customPackagingName',
  'shippingAddress',
  'paymentIntentId',
  'productId',
  'quantity',
  'rating',
  'text',
  'identifier',
  'targetId',
  'providerId',
  'phrase',
  '__proto__',
  'constructor',
];

const objectBody = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), hostileString), hostileJson, { maxKeys: 6 });

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"email": "x"}}',
  "{'a': 1}",
  'nul',
  '[1,2',
  '{"a":1,}',
  '\u0000',
  '{"__proto__": {"admin": true}',
  '"unterminated',
];

interface Body {
  body?: string;
  contentType?: string;
  note: string;
}

const jsonBody = (value: unknown, note: string): Body => ({ body: JSON.stringify(value), contentType: 'application/json', note });

/** The fields whose value is an object or a list, where a nested value is most likely walked, and `name`, where text belongs. */
const STRUCTURED_FIELDS = ['prefs', 'data', 'permissions', 'queries', 'properties', 'items', 'shippingAddress', 'scopes', 'name'];

/**
 * A field holding arrays or objects nested up to 50,000 levels deep, written as text: code that
 * walks or serialises such a value by recursion overflows the stack (preferences once did).
 */
const deeplyNestedBody = fc
  .record({
    field: fc.constantFrom(...STRUCTURED_FIELDS),
    depth: fc.integer({ min: 30, max: 50_000 }),
    kind: fc.constantFrom('arrays', 'objects'),
  })
  .map(({ field, depth, kind }): Body => {
    const [open, close] = kind === 'arrays' ? ['[', ']'] : ['{"a":', '}'];
    return {
      body: `{${JSON.stringify(field)}:${open.repeat(depth)}1${close.repeat(depth)}}`,
      contentType: 'application/json',
      note: `${field} of ${kind} nested ${depth} deep`,
    };
  });

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 5, arbitrary: objectBody.map((v) => jsonBody(v, 'object with hostile fields')) },
  { weight: 2, arbitrary: hostileJson.map((v) => jsonBody(v, 'JSON of a wrong type')) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ body: text, contentType: 'application/json', note: 'malformed JSON' })),
  },
  { weight: 1, arbitrary: deeplyNestedBody },
  {
    weight: 1,
    arbitrary: fc
      .record({
        text: hostileText,
        type: fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'image/png',
          'nonsense',
        ),
      })
      .map(({ text, type }) => ({ body: text, contentType: type, note: `mislabelled ${type}` })),
  },
  { weight: 1, arbitrary: fc.constant<Body>({ note: 'no body' }) },
);

const BAD_QUERY_JSON = [
  '{"method":"equal"',
  '{"method":"equal","attribute":"../x","values":[1]}',
  '{"method":"limit","values":[-1]}',
  '{"method":"limit","values":[1e9]}',
  '{"method":"offset","values":["a"]}',
  '{"method":"cursorAfter","values":["../../x"]}',
  '{"method":"select","values":["password"]}',
  '{"method":"search","attribute":"name","values":["\' OR 1=1"]}',
  '{"method":"or","values":[{"method":"or","values":[]}]}',
  '{"method":"equal","attribute":"$permissions","values":["any"]}',
  '{"method":"drop","attribute":"x","values":[]}',
  '[]',
  'null',
];

/** A well-formed query on a hostile attribute: inherited names, ../, SQL, unicode. */
const hostileAttributeQuery = fc
  .record({
    method: fc.constantFrom('equal', 'notEqual', 'greaterThan', 'startsWith', 'search', 'isNull', 'orderAsc', 'orderDesc', 'select'),
    attribute: fc.oneof(fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'), hostileString),
    value: fc.oneof(hostileString, fc.integer()),
  })
  .map(({ method, attribute, value }) =>
    JSON.stringify(
      method === 'select'
        ? { method, values: [attribute] }
        : method.startsWith('order')
          ? { method, attribute }
          : { method, attribute, values: [value] },
    ),
  );

const queryPart = fc.oneof(
  fc.constantFrom(...BAD_QUERY_JSON).map((q) => `queries[]=${encode(q)}`),
  hostileAttributeQuery.map((q) => `queries[]=${encode(q)}`),
  hostileString.map((q) => `queries[]=${encode(q)}`),
  hostileString.map((q) => `queries[0][method]=${encode(q)}`),
  fc
    .record({
      key: fc.constantFrom(
        'limit',
        'offset',
        'search',
        'token',
        'width',
        'height',
        'quality',
        'output',
        'gravity',
        'rotation',
        'background',
        'total',
        'project',
        'success',
        'failure',
        'userId',
        'secret',
      ),
      value: hostileString,
    })
    .map(({ key, value }) => `${key}=${encode(value)}`),
  fc.constantFrom(
    'width=-5',
    'height=99999999',
    'quality=101',
    'output=exe',
    'borderRadius=NaN',
    'rotation=1e400',
    '%zz',
    'a=%',
    'queries=',
    '&&&',
  ),
);

export const RANGES = [
  'bytes=abc',
  'bytes=5-1',
  'bytes=99999999999-',
  'bytes=-0',
  'bytes=0-1,2-3,4-5,6-7',
  'items=0-10',
  'bytes=--1',
  'bytes=0-18446744073709551616',
  'bytes= 1 - 2 ',
];

const headerValue = hostileString.map((s) => s.replace(/[^\x20-\x7e]/g, '?').slice(0, 2000));

/** Extra headers: bad cookies, JWTs, session headers, fallback cookies, ranges, project ids. */
const hostileHeaders = fc.array(
  fc.oneof(
    headerValue.map((v) => ['cookie', `a_session_pura=${v}`] as const),
    headerValue.map((v) => ['cookie', `a_session_pura_legacy=${v}; a_session_pura=%E0%A4%A`] as const),
    fc.constantFrom('eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJhZG1pbiJ9.', 'a.b.c', 'not-a-jwt', '').map((v) => ['x-appwrite-jwt', v] as const),
    headerValue.map((v) => ['x-appwrite-jwt', v] as const),
    fc
      .constantFrom(
        Buffer.from('{"id":"admin","secret":"x"}').toString('base64'),
        Buffer.from('not json').toString('base64'),
        Buffer.from('{"id":1,"secret":[]}').toString('base64'),
        '!!!',
      )
      .map((v) => ['x-appwrite-session', v] as const),
    headerValue.map((v) => ['x-fallback-cookies', v] as const),
    fc.constantFrom(...RANGES).map((v) => ['range', v] as const),
    fc.constantFrom('other', '../pura', '').map((v) => ['x-appwrite-project', v] as const),
    fc.constantFrom('bytes 0-10/5', 'bytes x-y/z', 'bytes 5242880-10485759/100').map((v) => ['content-range', v] as const),
    fc.constantFrom('-1', 'abc').map((v) => ['x-appwrite-id', v] as const),
  ),
  { maxLength: 3 },
);

/** Values for path parameters: mostly hostile, sometimes the real thing so deeper code runs. */
function pathValue(name: string, known: Record<string, readonly string[]>): fc.Arbitrary<string> {
  const real = known[name] ?? [];
  const hostile = hostileString.filter((s) => s.length > 0 && !/^\.\.?$/.test(s));
  const encoded = fc.oneof(
    { weight: 4, arbitrary: hostile.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('..%2F..%2Fetc', '%00', '%2e%2e', 'a%0d%0ab', '%C0%AE%C0%AE') },
  );
  return real.length ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...real) }, { weight: 3, arbitrary: encoded }) : encoded;
}

/** An upload that is wrong in its content, label, name, size or range. */
const hostileUpload = fc.record({
  fileId: fc.oneof(fc.constant('unique()'), hostileString),
  name: fc.oneof(fc.constantFrom('photo.png', 'photo.png.html', 'photo.svg', '../../x.png', 'x\u0000.png', '.png', ''), hostileString),
  label: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream', ''),
  content: fc.oneof(
    fc.constantFrom(
      '<html><script>alert(1)</script></html>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'GIF89a<script>',
      '\x89PNG\r\n\x1a\n broken',
    ),
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    fc.nat({ max: 1_200_000 }).map((n) => 'A'.repeat(n)),
  ),
  permissions: fc.option(hostileString),
  withFile: fc.boolean(),
});

export interface GeneratorContext {
  /** Real values for path parameters by name (databaseId, collectionId, documentId, bucketId, fileId…). */
  known: Record<string, readonly string[]>;
}

/** One hostile request to one of `routes`. */
export function hostileRequest(routes: readonly DiscoveredRoute[], context: GeneratorContext): fc.Arbitrary<HostileRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
    const params = fc.tuple(...names.map((name) => pathValue(name, context.known)));
    const isUpload = route.method === 'POST' && /\/storage\/buckets\/:bucketId\/files$/.test(route.path);
    const payload: fc.Arbitrary<{ body?: string | FormData; contentType?: string; note: string }> = isUpload
      ? fc.oneof(
          hostileUpload.map((u) => {
            const form = new FormData();
            form.append('fileId', u.fileId);
            if (u.permissions !== null) form.append('permissions[]', u.permissions);
            if (u.withFile) form.append('file', new File([Buffer.from(u.content, 'latin1')], u.name, { type: u.label }));
            return { body: form, note: `upload ${JSON.stringify(u.name)} labelled ${u.label}, ${u.content.length} bytes` };
          }),
          body,
        )
      : route.method === 'GET'
        ? fc.constant({ note: 'no body' })
        : body;
    return fc
      .record({
        params,
        query: fc.array(queryPart, { maxLength: 3 }),
        payload,
        headers: hostileHeaders,
        session: fc.constantFrom('none', 'user', 'admin', 'forged') as fc.Arbitrary<HostileRequest['session']>,
      })
      .map(({ params: values, query, payload: p, headers, session }) => {
        let index = 0;
        const path = route.path.replace(/:([A-Za-z]+)/g, () => values[index++] ?? 'x');
        const extra: Record<string, string> = {};
        for (const [name, value] of headers) extra[name] = value;
        if (p.contentType) extra['content-type'] = p.contentType;
        return {
          method: route.method,
          routeKey: route.key,
          url: query.length ? `${path}?${query.join('&')}` : path,
          headers: extra,
          body: p.body,
          session,
          bodyNote: p.note,
        };
      });
  });
}
