/**
 * Fetches a product page for extraction, treating the address as hostile: every hop is checked
 * by ssrf.ts and the socket connects only to the addresses that were checked; redirects, time,
 * size and content type are all bounded. Errors are PageFetchError with a user-facing message.
 */
import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Transform } from 'node:stream';
import { TextDecoder } from 'node:util';
import { PageFetchError } from './page-fetch-error.ts';
import { checkTarget, parsePageUrl } from './ssrf.ts';
import type { CheckedTarget, LookupFn } from './ssrf.ts';

export { PageFetchError } from './page-fetch-error.ts';
export type { PageFetchErrorCode } from './page-fetch-error.ts';

export const PAGE_FETCH_TIMEOUT_MS = 10_000; // for the whole chain of hops: a slow shop, not a stuck screen
export const PAGE_MAX_BYTES = 3 * 1024 * 1024; // 3 MB of decoded body
export const PAGE_MAX_REDIRECTS = 5;

export interface FetchPageOptions {
  /** 'host:port' pairs that may be private: FETCH_ALLOW_PRIVATE, for tests only. */
  allowPrivate?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS resolution; the system resolver unless a test plays DNS. */
  lookup?: LookupFn;
  /** Cancels the fetch; an aborted fetch rejects with the signal's reason, not a PageFetchError. */
  signal?: AbortSignal;
  /** Validators from an earlier read of the page: the request is conditional (If-None-Match,
   *  If-Modified-Since), and a 304 answers `notModified` with no body instead of an error. */
  conditional?: { etag?: string | null; lastModified?: string | null };
}

export interface FetchedPage {
  /** The address after redirects, for resolving relative links and naming the site. */
  finalUrl: string;
  html: string;
  contentType: string;
  /** The page's validators, for a conditional request next time. */
  etag: string | null;
  lastModified: string | null;
  /** The site answered 304 to a conditional request: the page is as it was (html is empty). */
  notModified: boolean;
}

// Sites answer bots with captcha pages; a current desktop browser's headers get the real page more often.
const REQUEST_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-CA,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
};
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Fetches an HTML page from a public http(s) address; throws PageFetchError. */
export async function fetchProductPage(rawUrl: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? PAGE_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? PAGE_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? PAGE_MAX_REDIRECTS;
  options.signal?.throwIfAborted();

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(timeoutError(timeoutMs)), timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  try {
    let url = parsePageUrl(rawUrl);
    for (let hop = 0; ; hop++) {
      const target = await untilAborted(checkTarget(url, options), signal);
      const response = await request(target, signal, conditionalHeaders(options.conditional));
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
        response.destroy(); // a redirect's body is never read
        if (hop >= maxRedirects) {
          throw new PageFetchError(
            'too_many_redirects',
            `The page redirected too many times (more than ${maxRedirects}).`,
          );
        }
        try {
          url = parsePageUrl(new URL(location, url).href);
        } catch (err) {
          throw err instanceof PageFetchError
            ? err
            : new PageFetchError('invalid_url', 'The page redirected to an invalid address.');
        }
        continue;
      }
      if (response.statusCode === 304 && options.conditional) {
        response.resume();
        return { finalUrl: url.href, html: '', contentType: '', ...validators(response), notModified: true };
      }
      return await readPage(response, url, maxBytes, signal);
    }
  } catch (err) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (deadline.signal.aborted) throw deadline.signal.reason;
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

function conditionalHeaders(conditional: FetchPageOptions['conditional']): Record<string, string> {
  const headers: Record<string, string> = {};
  if (conditional?.etag) headers['if-none-match'] = conditional.etag;
  if (conditional?.lastModified) headers['if-modified-since'] = conditional.lastModified;
  return headers;
}

function validators(response: IncomingMessage): { etag: string | null; lastModified: string | null } {
  const header = (name: string) => {
    const value = response.headers[name];
    return typeof value === 'string' && value.length <= 512 ? value : null;
  };
  return { etag: header('etag'), lastModified: header('last-modified') };
}

function timeoutError(timeoutMs: number): PageFetchError {
  return new PageFetchError(
    'timeout',
    `The page took too long to respond (more than ${Math.round(timeoutMs / 100) / 10} s).`,
  );
}

/** Races a promise that cannot take a signal (DNS) against the deadline. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A lookup that answers only with the addresses already checked: no second DNS query to rebind. */
function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return (_hostname, opts, callback) => {
    const family = typeof opts === 'number' ? opts : opts?.family;
    const wanted = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : [...addresses];
    const cb = callback as (
      err: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    if (wanted.length === 0) {
      const err: NodeJS.ErrnoException = new Error('No checked address of the requested family');
      err.code = 'ENOTFOUND';
      return cb(err, '', 0);
    }
    if (typeof opts === 'object' && opts?.all) return cb(null, wanted);
    cb(null, wanted[0]!.address, wanted[0]!.family);
  };
}

function request(
  target: CheckedTarget,
  signal: AbortSignal,
  extraHeaders: Record<string, string>,
): Promise<IncomingMessage> {
  const { url, host, port, addresses } = target;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        protocol: url.protocol,
        host,
        port,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { ...REQUEST_HEADERS, ...extraHeaders },
        lookup: pinnedLookup(addresses),
        agent: false, // a fresh connection: no pooled socket to another checked host is reused
        signal,
      },
      resolve,
    );
    req.on('error', (err) => {
      reject(
        signal.aborted
          ? signal.reason
          : new PageFetchError('network', "Couldn't connect to that website.", undefined, { cause: err }),
      );
    });
    req.end();
  });
}

async function readPage(
  response: IncomingMessage,
  url: URL,
  maxBytes: number,
  signal: AbortSignal,
): Promise<FetchedPage> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.resume();
    throw httpError(status);
  }
  const contentType = String(response.headers['content-type'] ?? '');
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (!HTML_TYPES.has(mediaType)) {
    response.destroy();
    const what = mediaType ? ` (it is ${mediaType})` : '';
    throw new PageFetchError('not_html', `That address is not a web page${what}.`);
  }
  const tooLarge = () =>
    new PageFetchError('too_large', `The page is larger than ${formatBytes(maxBytes)}, too large to read.`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes && !response.headers['content-encoding']) {
    response.destroy();
    throw tooLarge();
  }

  const decoder = decompressor(
    String(response.headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase(),
  );
  const body = decoder ? response.pipe(decoder) : response;
  if (decoder) response.on('error', (err) => decoder.destroy(err));
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    // The limit counts decoded bytes, so a small compressed bomb is stopped too.
    for await (const chunk of body as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (err) {
    response.destroy();
    decoder?.destroy();
    if (signal.aborted) throw signal.reason;
    if (err instanceof PageFetchError) throw err;
    throw new PageFetchError('network', 'The connection broke while reading the page.', undefined, { cause: err });
  }
  const bytes = Buffer.concat(chunks, total);
  return {
    finalUrl: url.href,
    html: decodeHtml(bytes, contentType),
    contentType,
    ...validators(response),
    notModified: false,
  };
}

function decompressor(encoding: string): Transform | null {
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip();
  if (encoding === 'deflate') return createInflate();
  if (encoding === 'br') return createBrotliDecompress();
  return null; // identity, or an encoding we did not ask for: read as is
}

function httpError(status: number): PageFetchError {
  if (status === 401 || status === 403 || status === 429 || status === 503) {
    return new PageFetchError(
      'http_error',
      `The site refused to share this page (HTTP ${status}); it may block automated visits.`,
      status,
    );
  }
  if (status === 404 || status === 410)
    return new PageFetchError('http_error', `The site says this page does not exist (HTTP ${status}).`, status);
  return new PageFetchError('http_error', `The site answered with an error (HTTP ${status}).`, status);
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * Bytes to text by the HTML rules, in order: a byte-order mark, the Content-Type charset, a
 * <meta charset> / http-equiv in the first 1024 bytes, else UTF-8. Unknown labels fall back to UTF-8.
 */
export function decodeHtml(bytes: Uint8Array, contentType: string): string {
  const label = bomCharset(bytes) ?? charsetParam(contentType) ?? metaCharset(bytes) ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  // Node 20 decodes windows-1252 (and its aliases iso-8859-1, latin1, ascii) as ISO-8859-1, which
  // turns the curly quotes and dashes at 0x80-0x9F into control characters.
  return decoder.encoding === 'windows-1252' ? decodeWindows1252(bytes) : decoder.decode(bytes);
}

// WHATWG windows-1252 index for bytes 0x80-0x9F; the five undefined bytes map to themselves.
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

function bomCharset(b: Uint8Array): string | null {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8';
  if (b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  if (b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
  return null;
}

function charsetParam(contentType: string): string | null {
  const m = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType);
  return m ? m[1]!.toLowerCase() : null;
}

function metaCharset(bytes: Uint8Array): string | null {
  // Latin-1 maps every byte to one char, so ASCII markup reads the same in any ASCII-compatible charset.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = /\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag);
    if (direct) {
      const label = direct[1]!.toLowerCase();
      // A page that says UTF-16 in its own ASCII-readable markup cannot be UTF-16 (HTML spec).
      return label.startsWith('utf-16') ? 'utf-8' : label;
    }
  }
  return null;
}
