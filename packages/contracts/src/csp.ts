import { z } from 'zod';

/**
 * For browser entries, called once before anything is parsed. The app runs under a CSP without
 * 'unsafe-eval'; zod's faster parsers first probe for eval with `new Function`, and although the
 * probe's failure is caught, the browser reports a CSP violation on every page load. Parsing without
 * the probe costs nothing visible at the sizes the web app parses. The server keeps the fast path.
 */
export function parseWithoutEval(): void {
  z.config({ jitless: true });
}
