/**
 * A self-signed TLS certificate made at the start of a test, for a local server on 127.0.0.1: a fresh
 * P-256 key and an X.509 v3 certificate (subject and issuer CN=127.0.0.1, subjectAltName IP 127.0.0.1,
 * a CA so it may be trusted as its own root), written in DER by hand because Node makes keys but not
 * certificates. It protects nothing; it lets a client that speaks HTTPS only reach the test's server, and
 * only a client told to trust it (an agent's `ca`, or NODE_EXTRA_CA_CERTS of a child process) accepts it.
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

export interface SelfSigned {
  /** PEM, for the server's `cert` and the client's `ca`. */
  cert: string;
  /** PEM (PKCS#8), for the server's `key`. */
  key: string;
}

const der = (tag: number, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  const n = body.length;
  const length =
    n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
};
const seq = (...parts: Buffer[]) => der(0x30, ...parts);
const set = (...parts: Buffer[]) => der(0x31, ...parts);
const explicit = (n: number, ...parts: Buffer[]) => der(0xa0 + n, ...parts);

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a! * 40 + b!];
  for (const part of rest) {
    const chunk = [part & 0x7f];
    for (let v = part >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

const utcTime = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`));
const generalizedTime = (date: Date) =>
  der(0x18, Buffer.from(`${date.toISOString().slice(0, 19).replace(/[-:T]/g, '')}Z`));
const pem = (label: string, body: Buffer) =>
  `-----BEGIN ${label}-----\n${body
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trimEnd()}\n-----END ${label}-----\n`;

/** A certificate for 127.0.0.1, good from an hour ago for ten years. */
export function selfSignedCertificate(): SelfSigned {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const ecdsaWithSha256 = seq(oid('1.2.840.10045.4.3.2'));
  const name = seq(set(seq(oid('2.5.4.3'), der(0x0c, Buffer.from('127.0.0.1')))));
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f; // a positive INTEGER
  const now = Date.now();
  const extensions = explicit(
    3,
    seq(
      // basicConstraints, critical: CA true
      seq(oid('2.5.29.19'), der(0x01, Buffer.from([0xff])), der(0x04, seq(der(0x01, Buffer.from([0xff]))))),
      // subjectAltName: iPAddress 127.0.0.1
      seq(oid('2.5.29.17'), der(0x04, seq(der(0x87, Buffer.from([127, 0, 0, 1]))))),
    ),
  );
  const tbs = seq(
    explicit(0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    ecdsaWithSha256,
    name,
    seq(utcTime(new Date(now - 3_600_000)), generalizedTime(new Date(now + 10 * 365 * 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = seq(tbs, ecdsaWithSha256, der(0x03, Buffer.from([0]), signature));
  return {
    cert: pem('CERTIFICATE', certificate),
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
