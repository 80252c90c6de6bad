import { describe, expect, it } from 'vitest';
import { modelVersionOf, staleModelUrls } from './models-rules.ts';

const ORIGIN = 'https://costlens.test';

describe('versioned model files', () => {
  it.each([
    ['/models/3869efe96a91/centernet.bin', '3869efe96a91'],
    ['/models/3869efe96a91/tfjs-backend-wasm-simd.wasm', '3869efe96a91'],
    ['/models/centernet/model.json', null],
    ['/models/3869efe96a91/sub/centernet.bin', null],
    ['/assets/identify.worker-abc.js', null],
  ])('%s → %s', (path, version) => {
    expect(modelVersionOf(new URL(`${ORIGIN}${path}`), ORIGIN)).toBe(version);
  });

  it('belongs to this origin only', () => {
    expect(modelVersionOf(new URL('https://elsewhere.test/models/3869efe96a91/centernet.bin'), ORIGIN)).toBeNull();
  });

  it('drops the files of other versions once a new one is stored, and nothing else', () => {
    const cached = [
      `${ORIGIN}/models/aaaaaaaaaaaa/centernet.bin`,
      `${ORIGIN}/models/aaaaaaaaaaaa/zxing_reader.wasm`,
      `${ORIGIN}/models/bbbbbbbbbbbb/centernet.bin`,
      `${ORIGIN}/ocr/eng.traineddata`,
    ];
    expect(staleModelUrls(cached, 'bbbbbbbbbbbb', ORIGIN)).toEqual(cached.slice(0, 2));
  });
});
