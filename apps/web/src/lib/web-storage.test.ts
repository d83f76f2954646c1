import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuseStorage } from '@/test/refused-storage';
import { readStorage, readStoredJson, removeFromStorage, writeStorage } from './web-storage';

afterEach(() => vi.restoreAllMocks());

describe('web storage', () => {
  it('reads, writes and removes text and JSON in both areas', () => {
    expect(writeStorage('local', 'k', '{"a":1}')).toBe(true);
    expect(readStorage('local', 'k')).toBe('{"a":1}');
    expect(readStoredJson('local', 'k')).toEqual({ a: 1 });
    writeStorage('session', 'k', '[2]');
    expect(readStoredJson('session', 'k')).toEqual([2]);
    removeFromStorage('session', 'k');
    expect(readStorage('session', 'k')).toBeNull();
    expect(readStoredJson('session', 'k')).toBeUndefined();
  });

  it('answers spoiled JSON with undefined', () => {
    localStorage.setItem('k', '{not json');
    expect(readStoredJson('local', 'k')).toBeUndefined();
  });

  it('answers a browser that refuses storage as if nothing were stored, and says a write was refused', () => {
    refuseStorage();
    expect(readStorage('local', 'k')).toBeNull();
    expect(readStoredJson('session', 'k')).toBeUndefined();
    expect(writeStorage('local', 'k', 'v')).toBe(false);
    expect(() => removeFromStorage('session', 'k')).not.toThrow();
  });

  it('says a write was refused when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(writeStorage('local', 'k', 'v')).toBe(false);
  });
});
