// What an address in the Find Similar field says about its product without reading the page: most shops
// put the product's name in the address itself (its "slug": /breville-smart-kettle-1-7l/12345.html), so a
// search by those words still works when the page cannot be read, with no keys and no page fetch.

/** Path parts that name a shop's sections, languages or id schemes, never the product. */
const NOT_NAMES = new Set([
  'p',
  'dp',
  'ip',
  'gp',
  'product',
  'products',
  'item',
  'items',
  'shop',
  'store',
  'en',
  'fr',
  'en-ca',
  'fr-ca',
  'ca',
  'www',
  'index',
  'html',
  'catalog',
  'catalogue',
]);

/** Whether the text could be a web address at all: a host with a dot (or an IP address), http(s) only. */
export function looksLikeAddress(text: string): boolean {
  const url = toUrl(text.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host.includes('.') || host.includes(':') || host === 'localhost';
}

/** The product name an address holds (its longest wordy path part), or, for text that is no address at
 *  all, the words typed. Null when there is nothing worth searching for. */
export function productWordsOf(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!looksLikeAddress(trimmed)) return wordsOf(trimmed.replace(/^[a-z]+:\/*/i, ''));
  const url = toUrl(trimmed)!;
  let best: string | null = null;
  for (const raw of url.pathname.split('/')) {
    const part = safeDecode(raw)
      .toLowerCase()
      .replace(/\.(html?|aspx?|php|jsp)$/, '');
    if (!part || NOT_NAMES.has(part)) continue;
    const words = wordsOf(part);
    if (words && (!best || letterWords(words) > letterWords(best))) best = words;
  }
  return best;
}

/** The words of a text, split on the separators shops use; null without a word of three letters or more. */
function wordsOf(text: string): string | null {
  const words = text
    .split(/[-_+\s.,]+/)
    .map((w) => w.trim())
    .filter(Boolean)
    // Long digit runs are product numbers, not words a shopper searches for.
    .filter((w) => !/^\d{5,}$/.test(w));
  if (!words.some((w) => /[a-z\u00c0-\u024f]{3,}/i.test(w))) return null;
  return words.join(' ').slice(0, 120);
}

function letterWords(words: string): number {
  return words.split(' ').filter((w) => /[a-z\u00c0-\u024f]{2,}/i.test(w)).length;
}

function toUrl(text: string): URL | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
