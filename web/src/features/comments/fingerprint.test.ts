import { describe, expect, it } from 'vitest';
import { Fingerprint } from '@costlens/contracts';
import { FINGERPRINT_STORAGE_KEY, getUserFingerprint } from './fingerprint.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      items.set(k, v);
    },
    items,
  };
}

describe('anonymous fingerprint', () => {
  it('is created once, kept under the fixed key, and read back on later calls', () => {
    const storage = memoryStorage();
    const first = getUserFingerprint(storage);
    expect(storage.items.get(FINGERPRINT_STORAGE_KEY)).toBe(first);
    expect(getUserFingerprint(storage)).toBe(first);
    expect(Fingerprint.safeParse(first).success).toBe(true);
  });

  it('survives a reload: the browser localStorage holds it', () => {
    localStorage.removeItem(FINGERPRINT_STORAGE_KEY);
    const first = getUserFingerprint();
    expect(localStorage.getItem(FINGERPRINT_STORAGE_KEY)).toBe(first);
    expect(getUserFingerprint()).toBe(first);
  });

  it('differs between browsers (fresh storages)', () => {
    expect(getUserFingerprint(memoryStorage())).not.toBe(getUserFingerprint(memoryStorage()));
  });

  it('replaces a tampered value with a valid one', () => {
    const storage = memoryStorage();
    storage.setItem(FINGERPRINT_STORAGE_KEY, '<script>');
    const fp = getUserFingerprint(storage);
    expect(fp).not.toBe('<script>');
    expect(Fingerprint.safeParse(fp).success).toBe(true);
  });

  it('keeps one id for the page when storage refuses writes', () => {
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(getUserFingerprint(blocked)).toBe(getUserFingerprint(blocked));
  });
});
