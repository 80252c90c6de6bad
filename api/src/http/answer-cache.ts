/**
 * Answers this process made, kept as bytes under the version of the data they were made from. A kept
 * answer is served only after the caller has read the data's current version from the database and
 * found it unchanged, so every process still answers what the database holds now, whichever process
 * wrote last: what is saved is making the answer again (its queries, its JSON, its compression), not the
 * check. The cache holds at most `maxBytes` of answers (each counted with an allowance for its key and
 * bookkeeping); the least recently used go first.
 */
import { encodedAnswer } from '../compression/encoded-answer.ts';
import type { EncodedAnswer } from '../compression/encoded-answer.ts';

/** What an entry costs besides its bytes (the key, the version, the map's own slot), roughly. */
const ENTRY_OVERHEAD_BYTES = 256;

export interface KeptAnswer<M> {
  /** The version of the data the answer was made from, as the caller wrote it. */
  version: string;
  answer: EncodedAnswer;
  /** What the caller needs to check the version again (whose data it is). */
  about: M;
}

export interface AnswerCache<M = undefined> {
  /** The answer kept under `key`, whatever its version (the caller compares it with the current one). */
  peek(key: string): KeptAnswer<M> | undefined;
  /** The answer kept under `key` if it was made at `version`. */
  get(key: string, version: string): KeptAnswer<M> | undefined;
  /** Keeps `json` as the answer under `key`, made at `version`, and returns it. */
  put(key: string, version: string, json: string, about: M): KeptAnswer<M>;
}

interface Slot<M> {
  entry: KeptAnswer<M>;
  /** The bytes counted for it when it was last used (its encodings grow it after it is kept). */
  counted: number;
}

export function answerCache<M = undefined>(maxBytes: number): AnswerCache<M> {
  // A Map iterates in insertion order: an entry used again is moved to the end, so the first is the
  // least recently used.
  const slots = new Map<string, Slot<M>>();
  let total = 0;

  const use = (key: string, slot: Slot<M>) => {
    slots.delete(key);
    slots.set(key, slot);
    const now = slot.entry.answer.size + key.length + ENTRY_OVERHEAD_BYTES;
    total += now - slot.counted;
    slot.counted = now;
    for (const [oldest, old] of slots) {
      if (total <= maxBytes) break;
      slots.delete(oldest);
      total -= old.counted;
    }
    return slot.entry;
  };

  const cache: AnswerCache<M> = {
    peek(key) {
      const slot = slots.get(key);
      return slot && use(key, slot);
    },
    get(key, version) {
      const entry = cache.peek(key);
      return entry?.version === version ? entry : undefined;
    },
    put(key, version, json, about) {
      const old = slots.get(key);
      if (old) {
        slots.delete(key);
        total -= old.counted;
      }
      return use(key, { entry: { version, answer: encodedAnswer(json), about }, counted: 0 });
    },
  };
  return cache;
}
