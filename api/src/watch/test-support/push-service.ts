/**
 * A local push service that speaks enough of the Web Push protocol for `web-push` to post to it: HTTPS
 * (a self-signed certificate kept beside this file, for 127.0.0.1), a VAPID Authorization header it checks
 * (an ES256 JWT for its own origin, signed by the key the header names), and an aes128gcm body (RFC 8291)
 * it decrypts with the subscriber's keys, as a browser would. Each subscriber answers 201, or 410 once it is
 * told it is gone.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

const CERT = readFileSync(new URL('./push-service.crt', import.meta.url), 'utf8');
const KEY = readFileSync(new URL('./push-service.key', import.meta.url), 'utf8');

/** The service's certificate, for the sender's agent (or NODE_EXTRA_CA_CERTS of a child process). */
export const PUSH_SERVICE_CA = CERT;
export const PUSH_SERVICE_CA_FILE = new URL('./push-service.crt', import.meta.url);

export interface Delivery {
  subscriber: string;
  /** The decrypted message. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key that signed it, and its JWT's subject. */
  vapidKey: string;
  subject: string;
}

export interface Subscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushService {
  url: string;
  deliveries: Delivery[];
  /** Requests refused (bad VAPID, undecryptable), with why. */
  refused: string[];
  subscribe(name: string): Subscriber;
  /** From now on the subscriber's endpoint answers 410 Gone, as after the user removed the app. */
  gone(name: string): void;
  close(): Promise<void>;
}

const b64u = (b: Uint8Array) => Buffer.from(b).toString('base64url');

export async function startPushService(): Promise<PushService> {
  const subscribers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean }>();
  const deliveries: Delivery[] = [];
  const refused: string[] = [];
  let origin = '';

  const server = createServer({ key: KEY, cert: CERT }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const sub = name ? subscribers.get(name) : undefined;
      if (req.method !== 'POST' || !name || !sub) {
        res.writeHead(404).end();
        return;
      }
      if (sub.gone) {
        res.writeHead(410).end();
        return;
      }
      try {
        const { key, subject } = checkVapid(String(req.headers.authorization ?? ''), origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const text = decrypt(Buffer.concat(chunks), sub.ecdh, sub.auth);
        deliveries.push({
          subscriber: name,
          payload: JSON.parse(text) as unknown,
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          vapidKey: key,
          subject,
        });
        res.writeHead(201).end();
      } catch (err) {
        refused.push(String(err));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  return {
    url: origin,
    deliveries,
    refused,
    subscribe(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(name, { ecdh, auth, gone: false });
      return { endpoint: `${origin}/push/${name}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    gone(name) {
      subscribers.get(name)!.gone = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
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
