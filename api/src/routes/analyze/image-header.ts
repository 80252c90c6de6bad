/** Reads what an uploaded image claims to be from its first bytes, without decoding it: the format by
 *  its magic number and the pixel size from the header (JPEG SOF, PNG IHDR, WebP VP8/VP8L/VP8X, HEIF
 *  ispe). Lets the API refuse non-images and decompression bombs before any decoder sees the bytes. */

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heic';

export const IMAGE_MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};

export interface ImageHeader {
  format: ImageFormat;
  /** Pixel size from the header; null when the header is cut off or malformed. */
  width: number | null;
  height: number | null;
}

// HEIF brands of still images (ISO/IEC 23008-12); 'avif'/'avis' share the container but are not HEIC.
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The format and pixel size of an image, or null when the bytes are none of JPEG, PNG, WebP or HEIC. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const format = sniffFormat(bytes);
  if (!format) return null;
  const size = SIZE_READERS[format](bytes);
  return { format, width: size?.width ?? null, height: size?.height ?? null };
}

/** The format by magic number alone. */
export function sniffFormat(b: Uint8Array): ImageFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp') {
    const boxSize = u32(b, 0);
    const major = ascii(b, 8, 4);
    if (AVIF_BRANDS.has(major)) return null;
    if (HEIF_BRANDS.has(major)) return 'heic';
    // Compatible brands follow the major brand and the minor version.
    for (let at = 16; at + 4 <= Math.min(boxSize, b.length); at += 4) {
      const brand = ascii(b, at, 4);
      if (AVIF_BRANDS.has(brand)) return null;
      if (HEIF_BRANDS.has(brand)) return 'heic';
    }
  }
  return null;
}

type Size = { width: number; height: number } | null;

const SIZE_READERS: Record<ImageFormat, (b: Uint8Array) => Size> = {
  jpeg: jpegSize,
  png: (b) => (b.length >= 24 && ascii(b, 12, 4) === 'IHDR' ? { width: u32(b, 16), height: u32(b, 20) } : null),
  webp: webpSize,
  heic: heifSize,
};

// Start-of-frame markers carry the size: C0–CF except DHT (C4), JPG (C8) and DAC (CC).
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(b: Uint8Array): Size {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    } // fill byte
    // Markers without a length: TEM, RST0–7, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan before any frame header
    const length = u16(b, at + 2);
    if (length < 2) return null;
    if (isSof(marker)) {
      if (at + 9 > b.length) return null;
      return { height: u16(b, at + 5), width: u16(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): Size {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  return null;
}

/** HEIF keeps each image's size in an 'ispe' property (mandatory for image items) under
 *  meta > iprp > ipco; the primary image is the largest one (the others are thumbnails or tiles). */
function heifSize(b: Uint8Array): Size {
  const meta = findBox(b, 0, b.length, 'meta');
  if (!meta) return null;
  const iprp = findBox(b, meta.body + 4, meta.end, 'iprp'); // meta is a full box: skip version+flags
  const ipco = iprp && findBox(b, iprp.body, iprp.end, 'ipco');
  if (!ipco) return null;
  let best: Size = null;
  for (let at = ipco.body; at + 8 <= ipco.end;) {
    const box = readBox(b, at, ipco.end);
    if (!box) break;
    if (box.type === 'ispe' && box.body + 12 <= box.end) {
      const width = u32(b, box.body + 4);
      const height = u32(b, box.body + 8);
      if (!best || width * height > best.width * best.height) best = { width, height };
    }
    at = box.end;
  }
  return best;
}

/**
 * Whether the file runs to its end: a JPEG has its end-of-image marker after the first scan, a PNG its
 * IEND chunk, a WebP as many bytes as its RIFF header says. A file cut off in transfer is refused here
 * instead of being half-decoded (HEIC is not checked: its boxes may come in any order).
 */
export function isComplete(b: Uint8Array, format: ImageFormat): boolean {
  switch (format) {
    case 'jpeg': {
      const scan = jpegScanStart(b);
      // Inside entropy-coded data 0xFF is always followed by 0x00 or a restart marker, so FF D9 after
      // the scan starts can only be the end-of-image marker (an EXIF thumbnail's EOI comes before it).
      return scan !== null && Buffer.from(b.buffer, b.byteOffset, b.byteLength).indexOf(EOI, scan) !== -1;
    }
    case 'png':
      return Buffer.from(b.buffer, b.byteOffset, b.byteLength).lastIndexOf(IEND) >= 33; // after signature + IHDR
    case 'webp':
      return b.length >= 12 && (b[4]! | (b[5]! << 8) | (b[6]! << 16) | (b[7]! << 24)) >>> 0 <= b.length - 8;
    case 'heic':
      return true;
  }
}

const EOI = Buffer.from([0xff, 0xd9]);
const IEND = Buffer.from('IEND', 'latin1');

/** Where the first scan (SOS) begins, walking the marker segments; null when there is none. */
function jpegScanStart(b: Uint8Array): number | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9) return null;
    if (marker === 0xda) return at;
    const length = u16(b, at + 2);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

interface Box {
  type: string;
  body: number;
  end: number;
}

function readBox(b: Uint8Array, at: number, limit: number): Box | null {
  if (at + 8 > limit) return null;
  let size = u32(b, at);
  let body = at + 8;
  if (size === 1) {
    // 64-bit size; images under the upload limit never need the high word
    if (at + 16 > limit || u32(b, at + 8) !== 0) return null;
    size = u32(b, at + 12);
    body = at + 16;
  } else if (size === 0) size = limit - at; // box runs to the end
  if (size < body - at || at + size > limit) return null;
  return { type: ascii(b, at + 4, 4), body, end: at + size };
}

function findBox(b: Uint8Array, from: number, limit: number, type: string): Box | null {
  for (let at = from; at + 8 <= limit;) {
    const box = readBox(b, at, limit);
    if (!box) return null;
    if (box.type === type) return box;
    at = box.end;
  }
  return null;
}

function ascii(b: Uint8Array, at: number, n: number): string {
  let s = '';
  for (let i = at; i < at + n && i < b.length; i++) s += String.fromCharCode(b[i]!);
  return s;
}
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
