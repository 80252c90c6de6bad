/**
 * A local push service that speaks enough of the Web Push protocol for the server's sender: HTTPS with a
 * self-signed certificate made when it starts (for 127.0.0.1; `ca` is what a client must be told to trust),
 * a VAPID Authorization header it checks (an ES256 JWT for its own origin, signed by the key the header
 * names), and an aes128gcm body (RFC 8291) it decrypts with the subscriber's keys, as a browser would.
 *
 * Each subscriber behaves as a test sets it: `ok` (201), `gone` (410, as after the user removed the app),
 * `flaky` (503 to every other request, starting with the first), or hostile: `huge` answers 201 with a 700 MB body (streamed as the reader takes it, never held),
 * `trickle` sends its answer's head a byte every `trickleMs`, `silent` takes the request and never answers.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { selfSignedCertificate } from './self-signed.ts';

export type SubscriberMode = 'ok' | 'gone' | 'flaky' | 'huge' | 'trickle' | 'silent';

/** What `huge` answers: 700 MB, the body that made the push library's string overflow. */
export const HUGE_ANSWER_BYTES = 700 * 1024 * 1024;

export interface Delivery {
  subscriber: string;
  /** The decrypted message. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key that signed it, and its JWT's subject. */
  vapidKey: string;
  subject: string;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface Subscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushService {
  url: string;
  /** host:port, for TEST_ONLY_PUSH_SERVICE. */
  host: string;
  /** The certificate (PEM) a client must trust, and a file holding it (for NODE_EXTRA_CA_CERTS). */
  ca: string;
  caFile: string;
  deliveries: Delivery[];
  /** Requests refused (bad VAPID, undecryptable), with why. */
  refused: string[];
  /** Requests each subscriber got, whatever it answered. */
  attempts: Map<string, number>;
  /** Bytes of `huge` answers written before the reader hung up. */
  hugeBytesWritten(): number;
  subscribe(name: string, mode?: SubscriberMode): Subscriber;
  /** From now on the subscriber answers as `mode`. */
  set(name: string, mode: SubscriberMode): void;
  /** From now on the subscriber's endpoint answers 410 Gone, as after the user removed the app. */
  gone(name: string): void;
  close(): Promise<void>;
}

const b64u = (b: Uint8Array) => Buffer.from(b).toString('base64url');

export async function startPushService({ trickleMs = 3_000 }: { trickleMs?: number } = {}): Promise<PushService> {
  const subscribers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; mode: SubscriberMode }>();
  const deliveries: Delivery[] = [];
  const refused: string[] = [];
  const attempts = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let hugeWritten = 0;
  let origin = '';
  const { cert, key } = selfSignedCertificate();
  const caFile = join(tmpdir(), `costlens-push-service-${randomBytes(6).toString('hex')}.pem`);
  writeFileSync(caFile, cert);

  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const sub = name ? subscribers.get(name) : undefined;
      if (req.method !== 'POST' || !name || !sub) {
        res.writeHead(404).end();
        return;
      }
      attempts.set(name, (attempts.get(name) ?? 0) + 1);
      if (sub.mode === 'gone') return void res.writeHead(410).end();
      if (sub.mode === 'flaky' && attempts.get(name)! % 2 === 1) {
        return void res.writeHead(503, { 'content-type': 'text/plain' }).end('busy, try later');
      }
      if (sub.mode === 'silent') return; // holds the request; the socket closes when the client gives up
      if (sub.mode === 'trickle') {
        const head = Buffer.from('HTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n');
        let sent = 0;
        const timer = setInterval(() => {
          if (req.socket.destroyed || sent >= head.length) return void clearInterval(timer);
          req.socket.write(head.subarray(sent, ++sent));
        }, trickleMs);
        timers.add(timer);
        return;
      }
      if (sub.mode === 'huge') {
        res.writeHead(201, { 'content-type': 'text/plain', 'content-length': String(HUGE_ANSWER_BYTES) });
        const block = Buffer.alloc(64 * 1024, 'x');
        let left = HUGE_ANSWER_BYTES;
        const pump = () => {
          while (left > 0 && !res.destroyed) {
            const n = Math.min(block.length, left);
            left -= n;
            hugeWritten += n;
            if (!res.write(n === block.length ? block : block.subarray(0, n))) return void res.once('drain', pump);
          }
          if (left === 0) res.end();
        };
        res.on('error', () => undefined);
        pump();
        return;
      }
      try {
        const { key: vapidKey, subject } = checkVapid(String(req.headers.authorization ?? ''), origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const text = decrypt(Buffer.concat(chunks), sub.ecdh, sub.auth);
        deliveries.push({
          subscriber: name,
          payload: JSON.parse(text) as unknown,
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          vapidKey,
          subject,
          at: Date.now(),
        });
        res.writeHead(201).end();
      } catch (err) {
        refused.push(String(err));
        res.writeHead(400).end();
      }
    });
  });
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  return {
    url: origin,
    host: `127.0.0.1:${port}`,
    ca: cert,
    caFile,
    deliveries,
    refused,
    attempts,
    hugeBytesWritten: () => hugeWritten,
    subscribe(name, mode = 'ok') {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(name, { ecdh, auth, mode });
      return { endpoint: `${origin}/push/${name}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    set(name, mode) {
      subscribers.get(name)!.mode = mode;
    },
    gone(name) {
      subscribers.get(name)!.mode = 'gone';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `vapid t=<jwt>, k=<key>`: the JWT must be ES256 over its header and claims, signed by `k`, for our origin. */
function checkVapid(header: string, origin: string): { key: string; subject: string } {
  const t = /t=([\w.-]+)/.exec(header)?.[1];
  const k = /k=([\w-]+)/.exec(header)?.[1];
  if (!header.startsWith('vapid ') || !t || !k) throw new Error(`no VAPID authorization: ${header}`);
  const [h, p, s] = t.split('.');
  const raw = Buffer.from(k, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s!, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  if (!(claims.exp * 1000 > Date.now())) throw new Error('VAPID token expired');
  return { key: k, subject: claims.sub };
}

/** RFC 8291 / RFC 8188 aes128gcm, one record, as the receiving browser decrypts it. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(senderPublic);
  const info = (label: string) => Buffer.from(`${label}\0`, 'latin1');
  const keyInfo = Buffer.concat([info('WebPush: info'), ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no final-record padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}
