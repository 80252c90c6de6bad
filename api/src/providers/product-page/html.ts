import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';
import type { ParserOptions } from 'htmlparser2';
import { DomHandler, isTag, isText } from 'domhandler';
import type { AnyNode, Document, Element } from 'domhandler';

/**
 * How deep elements may nest; an element opened deeper becomes a sibling of the deepest one, as
 * Chromium's parser does past 512. htmlparser2 keeps its open elements in an array it unshifts, shifts
 * and searches on every tag, so each tag costs time in proportion to the depth: a 3 MB page of 600,000
 * unclosed <div>s took minutes. With the depth bounded, every tag costs at most this much.
 */
export const MAX_ELEMENT_DEPTH = 512;

/** The parts of htmlparser2's Parser (12.0.0) the depth bound needs; checked when a parser is made. */
interface ParserInternals {
  stack: string[];
  emitOpenTag(name: string): void;
  popElement(implied: boolean): void;
  isVoidElement(name: string): boolean;
}

/** The text of an element as far as any reader needs it: a name, a price, six key features. */
export const MAX_ELEMENT_TEXT_CHARS = 20_000;

/**
 * Elements read of one page, ten times the largest saved product page (5,329 on a 570 KB Amazon page).
 * The product's markup is near the top; past this the rest of the page is not parsed.
 */
export const MAX_ELEMENTS = 50_000;
const PARSE_CHUNK_CHARS = 64 * 1024;

class CountingHandler extends DomHandler {
  elements = 0;
  override onopentag(name: string, attribs: Record<string, string>): void {
    this.elements++;
    super.onopentag(name, attribs);
  }
}

/** Parses a document with htmlparser2: at most MAX_ELEMENTS elements, nested at most MAX_ELEMENT_DEPTH deep. */
export function parseHtml(html: string, options: ParserOptions = {}): Document {
  const handler = new CountingHandler(undefined, options);
  const parser = new Parser(handler, options);
  const internals = parser as unknown as ParserInternals;
  if (!Array.isArray(internals.stack) || typeof internals.emitOpenTag !== 'function') {
    throw new Error('htmlparser2 changed its internals: the element depth bound no longer applies');
  }
  const emitOpenTag = internals.emitOpenTag.bind(parser);
  internals.emitOpenTag = (name: string) => {
    if (!internals.isVoidElement(name)) {
      while (internals.stack.length >= MAX_ELEMENT_DEPTH) internals.popElement(true);
    }
    emitOpenTag(name);
  };
  for (let at = 0; at < html.length && handler.elements <= MAX_ELEMENTS; at += PARSE_CHUNK_CHARS) {
    parser.write(html.slice(at, at + PARSE_CHUNK_CHARS));
  }
  parser.end();
  return handler.root;
}

/**
 * One parse and one walk per page: every reader after this looks elements up in maps instead of
 * re-walking a 500 KB tree.
 */
export interface PageIndex {
  readonly document: Document;
  /** First element carrying each id, as `getElementById` would answer. */
  readonly byId: ReadonlyMap<string, Element>;
  /** Elements by lower-case tag name, in document order. */
  readonly byTag: ReadonlyMap<string, readonly Element[]>;
  /** Every element with an `itemscope` attribute, in document order. */
  readonly itemScopes: readonly Element[];
}

/** Parses the page once (entities decoded, tags and attributes lower-cased) and indexes it. */
export function indexPage(html: string): PageIndex {
  const document = parseHtml(html, { decodeEntities: true });
  const byId = new Map<string, Element>();
  const byTag = new Map<string, Element[]>();
  const itemScopes: Element[] = [];
  // An explicit stack, not recursion: scraped pages can nest thousands of unclosed tags.
  const stack: AnyNode[] = [...document.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    const id = node.attribs.id;
    if (id && !byId.has(id)) byId.set(id, node);
    const list = byTag.get(node.name);
    if (list) list.push(node);
    else byTag.set(node.name, [node]);
    if ('itemscope' in node.attribs) itemScopes.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return { document, byId, byTag, itemScopes };
}

const INVISIBLE_TAGS = new Set(['script', 'style', 'noscript', 'template']);

// Elements that start a new line when rendered; their text must not run into the next one's.
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** The element's text, stopping once it is longer than any reader needs (MAX_ELEMENT_TEXT_CHARS). */
function gatherText(root: Element, blockSeparator: string): string {
  let out = '';
  const stack: Array<AnyNode | null> = [...root.children].reverse();
  while (stack.length > 0 && out.length <= MAX_ELEMENT_TEXT_CHARS) {
    const node = stack.pop();
    if (node === null)
      out += blockSeparator; // the end of a block element
    else if (node === undefined) continue;
    // Newlines in the source are wrapping, not breaks; only block boundaries break lines.
    else if (isText(node)) out += node.data.replace(/[\s\u00a0]+/g, ' ');
    else if (isTag(node)) {
      if (INVISIBLE_TAGS.has(node.name)) continue;
      const block = BLOCK_TAGS.has(node.name);
      if (block) {
        out += blockSeparator;
        stack.push(null);
      }
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    }
  }
  return out;
}

/** The element's visible text with whitespace runs collapsed; block boundaries count as a space. */
export function textOf(root: Element): string {
  return collapse(gatherText(root, ' '));
}

/** The element's visible text as lines, one per block (paragraph, list item, line break). */
export function linesOf(root: Element): string[] {
  return gatherText(root, '\n').split('\n').map(collapse).filter(Boolean);
}

/** The raw text inside an element such as `<script>`, entities untouched. */
export function rawTextOf(el: Element): string {
  return el.children.map((c) => (isText(c) ? c.data : '')).join('');
}

/** Descendants of `root` that pass `test`, in document order. */
export function findAll(root: Element, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  const stack: AnyNode[] = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    if (test(node)) found.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return found;
}

export function hasClass(el: Element, name: string): boolean {
  const cls = el.attribs.class;
  return cls !== undefined && cls.split(/\s+/).includes(name);
}

/** Collapses whitespace runs (incl. NBSP) and trims. */
export function collapse(text: string): string {
  return text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

/**
 * Text that arrived outside the HTML parser (JSON-LD strings) may still carry entities
 * ("&quot;", "&#039;") and markup ("<br/>"); this gives the plain, collapsed text.
 */
export function plainText(text: string): string {
  const decoded = text.includes('&') ? decodeHTML(text) : text;
  if (!/<[a-z/!]/i.test(decoded)) return collapse(decoded);
  // Entities are already decoded above; decoding again would turn "&amp;lt;" into "<".
  const doc = parseHtml(decoded, { decodeEntities: false });
  let out = '';
  const stack: AnyNode[] = [...doc.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isText(node)) out += node.data;
    else if (isTag(node) && !INVISIBLE_TAGS.has(node.name)) {
      out += ' ';
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    }
  }
  return collapse(out);
}

/**
 * Like `plainText` but keeps line and paragraph breaks, for splitting descriptions into points. A tag
 * ends at the first '>' before any other '<': a tag left open ("<br<br<br...") then costs one scan to
 * the next '<' instead of one to the end of the text for every '<'.
 */
export function plainLines(text: string): string[] {
  const withBreaks = text.replace(/<\s*(?:br|\/p|\/li|\/div|li)\b[^<>]*>/gi, '\n');
  return withBreaks.split(/\n+/).map(plainText).filter(Boolean);
}

/** An absolute http(s) address for `src` relative to the page, or null. */
export function absoluteUrl(src: string | null | undefined, pageUrl: string): string | null {
  const trimmed = src?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
