import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../src/http/query-string.ts';

describe('parseQueryString', () => {
  it.each([
    ['', {}],
    ['a=1&b=two', { a: '1', b: 'two' }],
    ['queries%5B1%5D=second&queries%5B0%5D=first', { queries: ['first', 'second'] }],
    ['scopes[]=x&scopes[]=y', { scopes: ['x', 'y'] }],
    ['q=a+b%20c', { q: 'a b c' }],
    ['bad=%E0%A4%A&ok=1', { ok: '1' }],
    ['flag', { flag: '' }],
  ])('parses %j', (raw, expected) => {
    expect({ ...parseQueryString(raw) }).toEqual(expected);
  });
});
