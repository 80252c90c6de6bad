import { describe, expect, it } from 'vitest';
import { recentMemo } from './recent-memo.ts';

describe('recentMemo', () => {
  it('gives a value back until its time is up', () => {
    const memo = recentMemo<string>(1_000, 10);
    memo.set('a', 'one', 0);
    expect(memo.get('a', 999)).toBe('one');
    expect(memo.get('a', 1_000)).toBeUndefined();
    expect(memo.get('b', 0)).toBeUndefined();
  });

  it('keeps at most its bound, dropping the value written longest ago', () => {
    const memo = recentMemo<number>(1_000, 2);
    memo.set('a', 1, 0);
    memo.set('b', 2, 0);
    memo.set('a', 3, 1); // written again: now the newest
    memo.set('c', 4, 2);
    expect(memo.get('b', 2)).toBeUndefined();
    expect(memo.get('a', 2)).toBe(3);
    expect(memo.get('c', 2)).toBe(4);
  });
});
