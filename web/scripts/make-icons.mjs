// Draws the app icons (a magnifying lens over a price bar) as PNGs with no image library,
// so they can be regenerated anywhere: `node web/scripts/make-icons.mjs`.
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT = new URL('../public/icons/', import.meta.url);
mkdirSync(OUT, { recursive: true });

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (const b of buf) {
    c = (crc ^ b) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel((x + 0.5) / size, (y + 0.5) / size);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BLUE = [29, 78, 216, 255],
  WHITE = [255, 255, 255, 255],
  AMBER = [251, 191, 36, 255],
  NONE = [0, 0, 0, 0];
/** The glyph in unit coordinates, scaled by `s` around the centre (maskable icons need a safe zone). */
function glyph(x, y, s) {
  const u = (x - 0.5) / s + 0.5,
    v = (y - 0.5) / s + 0.5;
  const dx = u - 0.44,
    dy = v - 0.42,
    d = Math.hypot(dx, dy);
  if (d > 0.2 && d < 0.27) return WHITE; // lens ring
  if (d <= 0.2 && v > 0.42 && v < 0.52 && u > 0.32 && u < 0.56) return AMBER; // price bar
  const hx = u - 0.66,
    hy = v - 0.64; // handle along the diagonal
  const along = (hx + hy) / Math.SQRT2,
    across = Math.abs(hx - hy) / Math.SQRT2;
  if (along > -0.03 && along < 0.17 && across < 0.055) return WHITE;
  return null;
}
function roundedIcon(x, y) {
  const r = 0.18,
    cx = Math.min(Math.max(x, r), 1 - r),
    cy = Math.min(Math.max(y, r), 1 - r);
  if (Math.hypot(x - cx, y - cy) > r) return NONE;
  return glyph(x, y, 1) ?? BLUE;
}
const maskableIcon = (x, y) => glyph(x, y, 0.72) ?? BLUE;

for (const size of [192, 512]) {
  writeFileSync(new URL(`icon-${size}.png`, OUT), png(size, roundedIcon));
  writeFileSync(new URL(`maskable-${size}.png`, OUT), png(size, maskableIcon));
}
writeFileSync(new URL('apple-touch-icon-180.png', OUT), png(180, maskableIcon));
console.log('icons written to', OUT.pathname);
