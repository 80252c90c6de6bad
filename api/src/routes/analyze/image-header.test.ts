import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { isComplete, readImageHeader } from './image-header.ts';

// Headers built byte by byte: the reader must never need more than a format's own header.
const bytes = (...parts: Array<number[] | string | Uint8Array>) => {
  const out: number[] = [];
  for (const p of parts) out.push(...(typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p));
  return new Uint8Array(out);
};
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];

const jpeg = (sof: number, w: number, h: number, opts: { fill?: boolean } = {}) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0],
    be16(16),
    'JFIF\0',
    [1, 1, 0, 0, 1, 0, 1, 0, 0], // APP0
    opts.fill ? [0xff, 0xff] : [], // fill bytes before a marker are legal
    [0xff, 0xdb],
    be16(4),
    [0, 0], // a (tiny) DQT
    [0xff, 0xc4],
    be16(4),
    [0, 0], // DHT shares the C0–CF range but is not a frame header
    [0xff, sof],
    be16(17),
    [8],
    be16(h),
    be16(w),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  );
const png = (w: number, h: number) =>
  bytes([0x89], 'PNG\r\n\x1a\n', be32(13), 'IHDR', be32(w), be32(h), [8, 2, 0, 0, 0]);
const webpVp8x = (w: number, h: number) =>
  bytes('RIFF', le32(30), 'WEBP', 'VP8X', le32(10), [0, 0, 0, 0], le24(w - 1), le24(h - 1));
const webpVp8l = (w: number, h: number) =>
  bytes('RIFF', le32(30), 'WEBP', 'VP8L', le32(10), [0x2f], le32(((h - 1) << 14) | (w - 1)), [0, 0, 0, 0, 0]);
const webpVp8 = (w: number, h: number) =>
  bytes('RIFF', le32(30), 'WEBP', 'VP8 ', le32(10), [0x10, 0x02, 0], [0x9d, 0x01, 0x2a], le16(w), le16(h));

const box = (type: string, ...body: Array<number[] | string | Uint8Array>) => {
  const inner = bytes(...body);
  return bytes(be32(8 + inner.length), type, inner);
};
const ispe = (w: number, h: number) => box('ispe', [0, 0, 0, 0], be32(w), be32(h));
const heif = (major: string, compatible: string[], sizes: Array<[number, number]>) =>
  bytes(
    box('ftyp', major, be32(0), ...compatible),
    box(
      'meta',
      [0, 0, 0, 0],
      box('hdlr', [0, 0, 0, 0], be32(0), 'pict', new Uint8Array(13)),
      box('iprp', box('ipco', ...sizes.map(([w, h]) => ispe(w, h)))),
    ),
  );

const cup = new Uint8Array(readFileSync(new URL('../../../test/fixtures/photos/cup-1.jpg', import.meta.url)));

describe('readImageHeader', () => {
  it.each([
    ['a real baseline JPEG (cup-1.jpg)', cup, 'jpeg', 800, 800],
    ['a baseline JPEG header (SOF0)', jpeg(0xc0, 4032, 3024), 'jpeg', 4032, 3024],
    ['a progressive JPEG with fill bytes (SOF2)', jpeg(0xc2, 640, 480, { fill: true }), 'jpeg', 640, 480],
    ['a PNG (IHDR)', png(1920, 1080), 'png', 1920, 1080],
    ['a lossy WebP (VP8)', webpVp8(1600, 1200), 'webp', 1600, 1200],
    ['a lossless WebP (VP8L)', webpVp8l(300, 200), 'webp', 300, 200],
    ['an extended WebP (VP8X)', webpVp8x(16383, 9000), 'webp', 16383, 9000],
    [
      'a HEIC photo (largest ispe is the primary image)',
      heif(
        'heic',
        ['mif1', 'heic'],
        [
          [320, 240],
          [4032, 3024],
        ],
      ),
      'heic',
      4032,
      3024,
    ],
    ['a HEIF by compatible brand', heif('mif1', ['miaf', 'heic'], [[1000, 800]]), 'heic', 1000, 800],
    ['a JPEG cut off before its frame header', cup.slice(0, 40), 'jpeg', null, null],
    ['a PNG without IHDR', bytes([0x89], 'PNG\r\n\x1a\n', be32(0), 'IEND'), 'png', null, null],
  ])('reads %s', (_name, data, format, width, height) => {
    expect(readImageHeader(data)).toEqual({ format, width, height });
  });

  it.each([
    ['a GIF', bytes('GIF89a', le16(10), le16(10))],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['plain text', bytes('hello, this is not an image')],
    ['an AVIF (HEIF container, AV1 brand)', heif('avif', ['mif1', 'miaf'], [[100, 100]])],
    ['an MP4 video', bytes(box('ftyp', 'isom', be32(512), 'isom', 'mp41'))],
    ['empty bytes', new Uint8Array()],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', le32(36), 'WAVEfmt ')],
  ])('refuses %s', (_name, data) => {
    expect(readImageHeader(data)).toBeNull();
  });
});

describe('isComplete: a file cut off in transfer is refused before any decoder sees it', () => {
  const iend = bytes(be32(0), 'IEND', be32(0xae426082));
  it.each([
    ['a whole JPEG photo', cup, 'jpeg', true],
    ['the first 60 % of that photo', cup.subarray(0, Math.floor(cup.length * 0.6)), 'jpeg', false],
    ['the photo without its last byte', cup.subarray(0, cup.length - 1), 'jpeg', false],
    ['a JPEG with bytes after its end marker', bytes(cup, 'trailer'), 'jpeg', true],
    ['a JPEG header with no scan at all', jpeg(0xc0, 640, 480), 'jpeg', false],
    ['a PNG that ends with IEND', bytes(png(10, 10), [0, 0, 0, 0], iend), 'png', true],
    ['a PNG cut before IEND', png(10, 10), 'png', false],
    ['a WebP as long as its RIFF header says', bytes(webpVp8x(10, 10), [0, 0, 0, 0, 0, 0, 0, 0]), 'webp', true],
    ['a WebP shorter than its RIFF header says', webpVp8x(10, 10).subarray(0, 25), 'webp', false],
  ] as const)('%s → %s', (_name, data, format, complete) => {
    expect(isComplete(data, format)).toBe(complete);
  });
});
