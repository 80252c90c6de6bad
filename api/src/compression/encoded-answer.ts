/**
 * A finished JSON answer kept to be sent again: its bytes, and each encoding of them a client asked for,
 * compressed once on first demand and then sent as they are. Sending it costs writing bytes, where a
 * fresh answer costs its JSON, its UTF-8 encoding and its compression every time.
 */
import type { Context } from 'hono';
import { chooseEncoding, COMPRESS_MIN_BYTES, compressBytes } from './compress-answers.ts';
import type { AnswerEncoding } from './compress-answers.ts';

type Bytes = Uint8Array<ArrayBuffer>;

export interface EncodedAnswer {
  /** The answer's bytes in `encoding` (none: as they are), or their promise while they are being made. */
  bytes(encoding: AnswerEncoding | null): Bytes | Promise<Bytes>;
  /** Bytes held now: the plain ones and each encoding made so far. */
  readonly size: number;
  /** Whether compressing it would gain anything (too small otherwise). */
  readonly compressible: boolean;
}

const asBytes = (b: Uint8Array): Bytes => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);

export function encodedAnswer(json: string): EncodedAnswer {
  const plain = asBytes(Buffer.from(json, 'utf8'));
  const encoded = new Map<AnswerEncoding, Bytes | Promise<Bytes>>();
  let size = plain.byteLength;
  return {
    bytes(encoding) {
      if (!encoding) return plain;
      let made = encoded.get(encoding);
      if (!made) {
        const making = compressBytes(plain, encoding).then((b) => {
          const bytes = asBytes(b);
          size += bytes.byteLength;
          encoded.set(encoding, bytes);
          return bytes;
        });
        encoded.set(encoding, making);
        made = making;
      }
      return made;
    },
    get size() {
      return size;
    },
    compressible: plain.byteLength >= COMPRESS_MIN_BYTES,
  };
}

/** Sends a kept answer as `sendJson` sends a fresh one: compressed for this client when worth it. */
export function sendEncoded(c: Context, answer: EncodedAnswer, status: 200 | 201 = 200): Response | Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  const encoding = answer.compressible ? chooseEncoding(c.req.header('accept-encoding')) : null;
  if (encoding) headers['Content-Encoding'] = encoding;
  const bytes = answer.bytes(encoding);
  return bytes instanceof Promise ? bytes.then((b) => c.body(b, status, headers)) : c.body(bytes, status, headers);
}
