import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the replay server saw it: enough to assert URL building and bodies. */
export interface ReplayRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ReplayResponse {
  status: number;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  /** Answer late, to exercise time limits; never answer when Infinity. */
  delayMs?: number;
}

export interface ReplayServer {
  url: string;
  requests: ReplayRequest[];
  close(): Promise<void>;
}

/** A local HTTP server that speaks a vendor's wire format, answering with recorded responses.
 *  Vendors are faked at the wire, never by mocking our own modules: the code under test is the code that ships. */
export async function startReplayServer(
  handler: (req: ReplayRequest) => ReplayResponse | Promise<ReplayResponse>,
): Promise<ReplayServer> {
  const requests: ReplayRequest[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://replay.local');
      const r: ReplayRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(r);
      const out = await handler(r);
      const send = () => {
        const headers = { 'content-type': out.json !== undefined ? 'application/json' : 'text/plain', ...out.headers };
        res.writeHead(out.status, headers);
        res.end(out.json !== undefined ? JSON.stringify(out.json) : (out.body ?? ''));
      };
      if (out.delayMs === Infinity) return;
      if (out.delayMs) {
        const t = setTimeout(() => {
          pending.delete(t);
          if (!res.destroyed) send();
        }, out.delayMs);
        pending.add(t);
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of pending) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
