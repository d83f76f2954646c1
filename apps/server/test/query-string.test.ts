import { describe, expect, it } from 'vitest';
import { NestedParam, parseQueryString, undecodableQueryPart } from '../src/http/query-string.ts';

describe('parseQueryString', () => {
  it.each([
    ['', {}],
    ['a=1&b=two', { a: '1', b: 'two' }],
    ['queries%5B1%5D=second&queries%5B0%5D=first', { queries: ['first', 'second'] }],
    ['scopes[]=x&scopes[]=y', { scopes: ['x', 'y'] }],
    ['q=a+b%20c', { q: 'a b c' }],
    ['bad=%E0%A4%A&ok=1', { ok: '1' }],
    ['flag', { flag: '' }],
    // Nested brackets are no parameter this server reads: they join their list as a marker, not as text.
    ['queries[0][method]=equal&queries%5Ba%5D=x', { queries: [new NestedParam('queries[0][method]'), new NestedParam('queries[a]')] }],
  ])('parses %j', (raw, expected) => {
    expect({ ...parseQueryString(raw) }).toEqual(expected);
  });

  it.each([
    ['bad=%E0%A4%A&ok=1', { param: 'bad', key: 'bad' }],
    ['queries%5B0%5D=%E0%A4%A', { param: 'queries', key: 'queries[0]' }],
    ['ok=1&%E0%A4%A=1&also=%ZZ', { param: null, key: null }],
  ])('remembers the first part of %j that is not valid percent-encoding', (raw, expected) => {
    expect(undecodableQueryPart(parseQueryString(raw)) ?? null).toEqual(expected);
  });

  it('remembers nothing for a query string that decodes', () => {
    expect(undecodableQueryPart(parseQueryString('a=%C3%A9&queries[0]=%7B%7D'))).toBeUndefined();
  });
});
