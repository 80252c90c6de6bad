/** The anonymous visitor id for likes: a random string created once and kept in
 *  local storage under a fixed key. It identifies a browser, not a person, and is never derived from
 *  device traits. */

export const FINGERPRINT_STORAGE_KEY = 'costlens.userFingerprint';
/** 128 random bits, hex: far beyond guessing, and inside the contracts' 8–128 [A-Za-z0-9_-] rule. */
const FINGERPRINT_BYTES = 16;

// When storage is unavailable (private mode, blocked), one id per page load still lets a like count once.
let memoryFallback: string | null = null;

function randomFingerprint(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(FINGERPRINT_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const VALID = /^[A-Za-z0-9_-]{8,128}$/;

/** This browser's fingerprint, created and stored on first use. */
export function getUserFingerprint(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  try {
    const existing = storage?.getItem(FINGERPRINT_STORAGE_KEY);
    if (existing && VALID.test(existing)) return existing;
  } catch {
    // Reading can throw where storage is blocked; a new id follows.
  }
  const created = randomFingerprint();
  try {
    if (storage) {
      storage.setItem(FINGERPRINT_STORAGE_KEY, created);
      return created;
    }
  } catch {
    // Quota or blocked storage: fall back to one id for this page load.
  }
  memoryFallback ??= created;
  return memoryFallback;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
