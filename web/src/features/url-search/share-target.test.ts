import { describe, expect, it } from 'vitest';
import { sharedProductUrl } from './share-target.ts';

describe('the shared product address in /find-similar', () => {
  it.each([
    ['?url=https%3A%2F%2Fshop.example%2Fp%2F1', 'https://shop.example/p/1'],
    ['?title=Kettle&text=Look%20at%20this%20https%3A%2F%2Fshop.example%2Fk%3Fid%3D2.', 'https://shop.example/k?id=2'],
    ['?text=(https%3A%2F%2Fshop.example%2Fk)', 'https://shop.example/k'],
    ['?url=javascript%3Aalert(1)&text=nothing%20here', undefined],
    ['?url=not%20a%20url', undefined],
    ['', undefined],
  ])('%s → %s', (search, url) => {
    expect(sharedProductUrl(search)).toBe(url);
  });
});
