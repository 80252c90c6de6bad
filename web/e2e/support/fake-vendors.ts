// A local server that speaks the wire formats of the outside vendors (SerpApi, OpenAI-compatible chat
// completions) and serves product pages, for the "keyed" end-to-end server. Each vendor's answers live in
// vendors/<name>.ts, exporting `handle(req)` that returns a response or null (not mine).
// Run: node --import tsx web/e2e/support/fake-vendors.ts <port>
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';

export interface VendorRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}
export interface VendorResponse {
  status: number;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
}
export type VendorHandler = (req: VendorRequest) => VendorResponse | null | Promise<VendorResponse | null>;

const port = Number(process.argv[2]);
const dir = new URL('./vendors/', import.meta.url);
const handlers: VendorHandler[] = [];
for (const f of readdirSync(dir)
  .filter((n) => n.endsWith('.ts'))
  .sort()) {
  const mod = (await import(new URL(f, dir).href)) as { handle?: VendorHandler };
  if (mod.handle) handlers.push(mod.handle);
}

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    const url = new URL(req.url ?? '/', 'http://vendors.local');
    const vr: VendorRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    for (const h of handlers) {
      const out = await h(vr);
      if (out) {
        res.writeHead(out.status, {
          'content-type': out.json !== undefined ? 'application/json' : 'text/html; charset=utf-8',
          ...out.headers,
        });
        res.end(out.json !== undefined ? JSON.stringify(out.json) : (out.body ?? ''));
        return;
      }
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: `fake vendors: nothing for ${vr.method} ${url.pathname}?${url.searchParams}` }));
  });
}).listen(port, '127.0.0.1', () => console.log(`fake vendors on ${port}`));
