/**
 * A browser-like client of a server process that connects from a loopback address of its own (127.0.0.x),
 * so the server sees separate clients by address, as it would separate people, and keeps its device
 * cookie like a browser does.
 */
import { request } from 'node:http';

export interface AddressClient {
  send(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown; ms: number }>;
  /** Forgets its cookie: the next request is a new device from the same address. */
  newDevice(): void;
}

export function addressClient(baseUrl: string, localAddress: string): AddressClient {
  const base = new URL(baseUrl);
  let cookie = '';
  return {
    newDevice() {
      cookie = '';
    },
    send(method, path, body) {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const req = request(
          {
            hostname: base.hostname,
            port: base.port,
            path,
            method,
            localAddress,
            headers: {
              'sec-fetch-site': 'same-origin',
              ...(cookie ? { cookie } : {}),
              ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            },
          },
          (res) => {
            const set = res.headers['set-cookie']?.[0];
            if (set) cookie = set.split(';')[0]!;
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let json: unknown;
              try {
                json = text ? JSON.parse(text) : null;
              } catch {
                json = text;
              }
              resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - started });
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
  };
}
