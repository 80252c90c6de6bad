import { z } from 'zod';

/**
 * The one zod every schema here is built with. In a browser or worker, parsing runs without zod's
 * `new Function` probe: the app's CSP has no 'unsafe-eval', and although zod catches the probe's
 * failure, the browser reports a CSP violation on every page that parses. The compiled fast path
 * matters only to the server, which keeps it. Set here, before any schema exists, so it holds in
 * every chunk that parses without each entry having to remember it.
 */
const inBrowser =
  typeof (globalThis as { document?: unknown }).document !== 'undefined' ||
  typeof (globalThis as { importScripts?: unknown }).importScripts === 'function';
if (inBrowser) z.config({ jitless: true });

export { z };
