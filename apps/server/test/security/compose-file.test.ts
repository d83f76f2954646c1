import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';

/**
 * compose.yaml must be safe as shipped (decision 026 item 3): with the shop's port on every interface
 * and TRUST_PROXY=1, any client sent its own X-Forwarded-For and no rate limit held.
 */
const compose = readFileSync(new URL('../../../../compose.yaml', import.meta.url), 'utf8');
const active = compose
  .split('\n')
  .filter((line) => !line.trimStart().startsWith('#'))
  .join('\n');

describe('compose.yaml', () => {
  it('publishes the shop on host loopback only', () => {
    const published = [...active.matchAll(/^\s*-\s*"([^"]+):3000"\s*$/gm)].map((match) => match[1]);
    expect(published).toEqual(['127.0.0.1:3000']);
  });

  it('trusts X-Forwarded-For from loopback and private addresses only, not from whoever connects', () => {
    const trustProxy = /TRUST_PROXY:\s*\$\{TRUST_PROXY:-([^}]+)\}/.exec(active)?.[1];
    expect(trustProxy).toBe('loopback,uniquelocal');
    expect(loadConfig({ TRUST_PROXY: trustProxy }).trustProxy).toEqual(['loopback', 'uniquelocal']);
  });
});
