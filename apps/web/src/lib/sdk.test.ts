import { describe, expect, it, vi } from 'vitest';
import * as fake from '@/data/testing/fake-appwrite';
import { loadSdk } from './sdk';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

describe('loadSdk', () => {
  it('hands callers asking at the same time the one SDK module', async () => {
    const [first, second] = await Promise.all([loadSdk(), loadSdk()]);
    expect(second).toBe(first);
    expect(first.account).toBe(fake.account);
    expect(await loadSdk()).toBe(first);
  });
});
