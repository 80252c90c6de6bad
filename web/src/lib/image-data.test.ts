import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, readAsDataUrl } from './image-data.ts';

describe('captured image conversions', () => {
  it('turns a base64 JPEG data URL into the same bytes with its type', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
    const blob = dataUrlToBlob(`data:image/jpeg;base64,${btoa(String.fromCharCode(...bytes))}`);
    expect(blob.type).toBe('image/jpeg');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('round-trips a file through readAsDataUrl', async () => {
    const file = new File([new Uint8Array([1, 2, 250])], 'x.png', { type: 'image/png' });
    const back = dataUrlToBlob(await readAsDataUrl(file));
    expect(back.type).toBe('image/png');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(new Uint8Array([1, 2, 250]));
  });

  it('refuses what is not a data URL', () => {
    expect(() => dataUrlToBlob('https://example.com/a.jpg')).toThrow('Not a data URL');
  });
});
