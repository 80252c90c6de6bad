import { describe, expect, it } from 'vitest';
import { readSharedUrl } from './share-target.ts';

describe('the address a share carried', () => {
  it.each([
    ['in url', '?url=https%3A%2F%2Fwww.bestbuy.ca%2Fen-ca%2Fproduct%2F123', 'https://www.bestbuy.ca/en-ca/product/123'],
    [
      'inside text',
      '?title=Kettle&text=Look%20at%20this%20https%3A%2F%2Fwww.canadiantire.ca%2Fp%2Fkettle-0431.html%20cheap%3F',
      'https://www.canadiantire.ca/p/kettle-0431.html',
    ],
    [
      'inside text, followed by punctuation',
      '?text=See%20(https%3A%2F%2Fexample.ca%2Fp%2F1).',
      'https://example.ca/p/1',
    ],
    ['in the title only', '?title=https%3A%2F%2Fexample.ca%2Fitem', 'https://example.ca/item'],
    ['url wins over text', '?url=https%3A%2F%2Fa.ca%2F1&text=https%3A%2F%2Fb.ca%2F2', 'https://a.ca/1'],
    ['a bad url falls back to text', '?url=not%20a%20link&text=https%3A%2F%2Fb.ca%2F2', 'https://b.ca/2'],
  ])('%s', (_label, search, expected) => {
    expect(readSharedUrl(search)).toBe(expected);
  });

  it.each([
    ['a plain visit', ''],
    ['the shortcut', '?source=shortcut'],
    ['text without a link', '?text=nice%20kettle'],
    ['a non-web scheme', '?url=javascript%3Aalert(1)'],
  ])('none for %s', (_label, search) => {
    expect(readSharedUrl(search)).toBeNull();
  });
});
