import { describe, expect, it } from 'vitest';
import { analysisSummary } from '../../test-support/screens.tsx';
import { mergeHistory } from './merge-history.ts';

describe('mergeHistory', () => {
  const a = analysisSummary({ id: 'aaaaaaaaaaaaaaaaaaaaaa', productName: 'A', createdAt: '2026-11-20T10:00:00.000Z' });
  const b = analysisSummary({ id: 'bbbbbbbbbbbbbbbbbbbbbb', productName: 'B', createdAt: '2026-11-21T10:00:00.000Z' });
  const c = analysisSummary({ id: 'cccccccccccccccccccccc', productName: 'C', createdAt: '2026-11-22T10:00:00.000Z' });

  it('joins the API list and the device list by id, newest first', () => {
    const names = mergeHistory([a, c], [b, c]).map((x) => x.productName);
    expect(names).toEqual(['C', 'B', 'A']);
  });

  it("prefers the server's copy of an analysis both have (share state, views)", () => {
    const local = { ...a, isPublic: false, viewCount: 0 };
    const server = { ...a, isPublic: true, shareToken: 'tok_tok_tok_tok_tok_tk', viewCount: 9 };
    expect(mergeHistory([server], [local])).toEqual([server]);
  });

  it('shows when a photo taken offline was taken, not when the connection came back', () => {
    const taken = { ...a, createdAt: '2026-11-20T08:00:00.000Z' };
    const arrived = { ...a, isPublic: true, createdAt: '2026-11-20T10:00:00.000Z' };
    expect(mergeHistory([arrived], [taken])).toEqual([{ ...arrived, createdAt: taken.createdAt }]);
  });

  it('shows the device list alone when the API has nothing (offline)', () => {
    expect(mergeHistory([], [a, b]).map((x) => x.productName)).toEqual(['B', 'A']);
  });

  it('orders analyses of the same millisecond by id, like the API pages', () => {
    const x = { ...a, id: 'xxxxxxxxxxxxxxxxxxxxxx', productName: 'X' };
    expect(mergeHistory([a], [x]).map((i) => i.productName)).toEqual(['X', 'A']);
  });
});
