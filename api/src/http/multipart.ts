/**
 * The one reader of multipart forms (photo uploads). A photo form has a handful of parts, so the parts
 * are counted as the body arrives and a form with more is refused (413) before anything of it is
 * parsed: a form of 100,000 fields costs the server the first few kilobytes, not a parse of megabytes.
 * Text fields are read by the same rule as JSON bodies and query text: UTF-8 that does not decode (the
 * form's way of sending half a surrogate pair) or any control character is a 400 naming the field,
 * before any route or model sees it. The body is received through upload-body.ts (the memory budget and
 * the least rate). The form is read once per request: the idempotency check and the route share it.
 */
import type { Context } from 'hono';
import { hasControlCharacter } from '@costlens/contracts';
import { badRequest, tooLarge } from './errors.ts';
import { receiveUpload } from './upload-body.ts';
import { controlCharacterRefusal } from './validate.ts';

/** The most parts a form may have: a photo form has the image and at most four words fields. */
export const MAX_FORM_PARTS = 8;
/** A part's headers (its name, file name and type) fit in far less. */
const MAX_PART_HEAD_BYTES = 4 * 1024;

/** A file part: its bytes and what the client said of it. */
export interface FormFile {
  name: string;
  filename: string;
  type: string;
  bytes: Uint8Array;
}

/** A read form: like FormData's `get` (the first part of a name), and every part in order. */
export interface UploadForm {
  get(name: string): string | FormFile | null;
  entries(): Array<[string, string | FormFile]>;
}

const forms = new WeakMap<Request, Promise<UploadForm>>();

/** The request's multipart form, read once; refusals are HttpErrors (4xx, or 503 busy). */
export function readUploadForm(c: Context): Promise<UploadForm> {
  let form = forms.get(c.req.raw);
  if (!form) {
    form = readForm(c);
    forms.set(c.req.raw, form);
  }
  return form;
}

async function readForm(c: Context): Promise<UploadForm> {
  const boundary = boundaryOf(c.req.header('content-type') ?? '');
  if (!boundary) throw badRequest('The multipart form could not be read: its boundary is missing');
  const delimiter = Buffer.from(`--${boundary}`);
  const chunks: Buffer[] = [];
  let delimiters = 0;
  let tail: Buffer = Buffer.alloc(0);
  for await (const piece of receiveUpload(c)) {
    const chunk = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    chunks.push(chunk);
    // Delimiters split across two pieces are found in the last piece's tail joined to this one.
    const window: Buffer = tail.length ? Buffer.concat([tail, chunk]) : chunk;
    for (let at = window.indexOf(delimiter); at >= 0; at = window.indexOf(delimiter, at + delimiter.length)) {
      // One delimiter opens each part and one closes the form.
      if (++delimiters > MAX_FORM_PARTS + 1) {
        throw tooLarge(`The form has more than ${MAX_FORM_PARTS} parts; a photo form has a handful`, undefined, {
          Connection: 'close',
        });
      }
    }
    tail = window.subarray(Math.max(0, window.length - delimiter.length + 1));
  }
  return formOf(parseParts(Buffer.concat(chunks), delimiter));
}

/** The boundary parameter of a multipart Content-Type, unquoted. */
function boundaryOf(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]!) : null;
}

interface RawPart {
  name: string;
  filename: string | null;
  type: string;
  bytes: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');
const unreadable = (why: string) => badRequest(`The multipart form could not be read: ${why}`);

/** The parts between the delimiters (RFC 7578): each a head of header lines, a blank line, its bytes. */
function parseParts(body: Buffer, delimiter: Buffer): RawPart[] {
  const between = Buffer.concat([CRLF, delimiter]);
  let at = body.indexOf(delimiter);
  if (at < 0) throw unreadable('no part');
  at += delimiter.length;
  const parts: RawPart[] = [];
  for (;;) {
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts; // "--": the closing delimiter
    const lineEnd = body.indexOf(CRLF, at);
    if (lineEnd < 0) throw unreadable('the form ends inside a part');
    // The delimiter's line ends the blank line of a part without headers, or starts its head.
    const headEnd = body.indexOf(HEAD_END, lineEnd);
    if (headEnd < 0 || headEnd - lineEnd > MAX_PART_HEAD_BYTES) throw unreadable("a part's headers do not end");
    const contentStart = headEnd + HEAD_END.length;
    const next = body.indexOf(between, contentStart);
    if (next < 0) throw unreadable('the form ends inside a part');
    const head = body.subarray(Math.min(lineEnd + CRLF.length, headEnd), headEnd).toString('utf8');
    parts.push({ ...partHead(head), bytes: body.subarray(contentStart, next) });
    at = next + between.length;
  }
}

/** A part's name, file name and type, from its Content-Disposition and Content-Type lines. */
function partHead(head: string): Omit<RawPart, 'bytes'> {
  let name: string | null = null;
  let filename: string | null = null;
  let type = '';
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1);
    if (header === 'content-type') type = value.trim();
    if (header !== 'content-disposition') continue;
    for (const m of value.matchAll(/;\s*(name|filename)=(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/gi)) {
      const text = (m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1');
      if (m[1]!.toLowerCase() === 'name') name = text;
      else filename = text;
    }
  }
  if (name === null) throw unreadable('a part has no name');
  if (hasControlCharacter(name)) throw controlCharacterRefusal('form');
  return { name, filename, type };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The form of the parts; every text part is decoded and checked here, whatever its name. */
function formOf(parts: RawPart[]): UploadForm {
  const entries: Array<[string, string | FormFile]> = parts.map((part) => {
    if (part.filename !== null)
      return [part.name, { name: part.name, filename: part.filename, type: part.type, bytes: part.bytes }];
    let text: string;
    try {
      text = strictUtf8.decode(part.bytes);
    } catch {
      throw controlCharacterRefusal(part.name);
    }
    if (hasControlCharacter(text)) throw controlCharacterRefusal(part.name);
    return [part.name, text];
  });
  return {
    get: (name) => entries.find(([n]) => n === name)?.[1] ?? null,
    entries: () => entries,
  };
}
