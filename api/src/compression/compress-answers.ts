/**
 * JSON answers go out compressed when the client accepts it: brotli (quality 5: most of brotli's gain
 * for a few times gzip's speed) or gzip, by the client's Accept-Encoding, above a small size where the
 * framing would cost more than it saves. A community page of 50 cards shrinks about 6×.
 *
 * Only complete JSON documents are compressed. Anything else passes untouched, so a streamed answer
 * (server-sent events, NDJSON, a file) keeps streaming, and an answer that already says how it is
 * encoded (a route that keeps its bytes compressed) is sent as it is.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Smaller answers go out as they are (an error body, a like count). */
export const COMPRESS_MIN_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses `bytes` the way `encoding` says. */
export function compressBytes(bytes: Uint8Array, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipAsync(bytes, { level: 6 });
}

/** The encoding to answer in: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD') return;
    const res = c.res;
    const type = res.headers.get('content-type');
    if (!type?.startsWith('application/json') || res.headers.has('content-encoding')) return;
    // Caches between here and the client must keep one copy per encoding.
    if (!/accept-encoding/i.test(res.headers.get('Vary') ?? '')) res.headers.append('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (bytes.byteLength < COMPRESS_MIN_BYTES) {
      c.res = new Response(bytes, { status: res.status, headers });
      return;
    }
    const packed = await compressBytes(bytes, encoding);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    c.res = new Response(new Uint8Array(packed.buffer as ArrayBuffer, packed.byteOffset, packed.byteLength), {
      status: res.status,
      headers,
    });
  };
}
