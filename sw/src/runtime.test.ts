import { describe, expect, it } from 'vitest';
import { cspAllowsCrossOriginFetch, isLastKnownRead, isModelFile, isProductImage } from './runtime-rules.ts';

const ORIGIN = 'https://costlens.test';

describe('last known reads (network first, cache fallback)', () => {
  it.each([
    ['/api/analyses', true],
    ['/api/analyses/abc123', true],
    ['/api/analyses/abc123/comments', true],
    ['/api/analyses/abc123/likes', true],
    ['/api/public', true],
    ['/api/shared/tok_123', true],
    ['/api/shared', false],
    ['/api/health', false],
    ['/api/price-compare', false],
    ['/history', false],
  ])('GET %s → %s', (path, expected) => {
    expect(isLastKnownRead(new URL(`${ORIGIN}${path}`), 'GET', ORIGIN)).toBe(expected);
  });
  it('never a write, never another origin', () => {
    expect(isLastKnownRead(new URL(`${ORIGIN}/api/analyses/a/comments`), 'POST', ORIGIN)).toBe(false);
    expect(isLastKnownRead(new URL('https://elsewhere.test/api/public'), 'GET', ORIGIN)).toBe(false);
  });
});

describe('estimator model files (cache first)', () => {
  it.each([
    ['/models/centernet/model.json', true],
    ['/models/centernet/group1-shard1of1.bin', true],
    ['/assets/tfjs-backend-wasm-simd.wasm', true],
    ['/assets/ocr/det.onnx', true],
    ['/assets/index-abc.js', false],
  ])('%s → %s', (path, expected) => {
    expect(isModelFile(new URL(`${ORIGIN}${path}`), ORIGIN)).toBe(expected);
  });
});

describe('product images (cache first, bounded)', () => {
  const img = (url: string) => new Request(url);
  it("takes retailers' https photos only", () => {
    // Node's Request has no destination; the worker sees 'image' for <img> loads.
    const asImage = (url: string) => Object.defineProperty(img(url), 'destination', { value: 'image' });
    expect(
      isProductImage(
        asImage('https://m.media-amazon.com/images/I/x.jpg'),
        new URL('https://m.media-amazon.com/images/I/x.jpg'),
        ORIGIN,
      ),
    ).toBe(true);
    expect(
      isProductImage(asImage(`${ORIGIN}/icons/icon-192.png`), new URL(`${ORIGIN}/icons/icon-192.png`), ORIGIN),
    ).toBe(false);
    expect(isProductImage(asImage('http://shop.test/x.jpg'), new URL('http://shop.test/x.jpg'), ORIGIN)).toBe(false);
    expect(isProductImage(img('https://shop.test/x.jpg'), new URL('https://shop.test/x.jpg'), ORIGIN)).toBe(false);
  });

  it.each([
    ["default-src 'self'; connect-src 'self'", false],
    ["default-src 'self'", false],
    ["default-src 'self'; connect-src 'self' https:", true],
    ["default-src 'self'; connect-src *", true],
    ['img-src https:', true],
    [null, true],
  ])('a worker served with CSP %j may fetch other origins: %s', (csp, expected) => {
    expect(cspAllowsCrossOriginFetch(csp)).toBe(expected);
  });
});
