/**
 * Values a process keeps for a while per key, at most `max` of them: the one written longest ago goes
 * first. For choices that are cheap to redo and harmless when stale (which way to read a search, whether
 * an answer was stored lately), so nothing outside the process needs to agree with it.
 */
export interface RecentMemo<T> {
  /** The value kept for `key` if it was set less than the memo's time ago. */
  get(key: string, now: number): T | undefined;
  set(key: string, value: T, now: number): void;
}

export function recentMemo<T>(keepMs: number, max: number): RecentMemo<T> {
  const kept = new Map<string, { value: T; at: number }>();
  return {
    get(key, now) {
      const hit = kept.get(key);
      return hit && now - hit.at < keepMs ? hit.value : undefined;
    },
    set(key, value, now) {
      // A Map iterates in insertion order: set again, a key moves to the end.
      kept.delete(key);
      kept.set(key, { value, at: now });
      if (kept.size > max) kept.delete(kept.keys().next().value!);
    },
  };
}
