/** What the community search matches: product name, share title and category, folded so a search
 *  finds them whatever their case or accents ("Café" by "cafe"). Both engines index this folded text
 *  with their own full-text search (SQLite FTS5, PostgreSQL tsvector); the same folding applies to
 *  what people type. */

/** Lower case, accents removed (NFKD, combining marks dropped). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The indexed text of a public analysis. */
export function searchTextOf(productName: string, shareTitle: string | null, productCategory: string): string {
  return foldText([productName, shareTitle ?? '', productCategory].join(' '));
}

/** At most this many words of a query count: enough for any real search, bounded work for the index. */
const MAX_WORDS = 8;

/** The words of a search, folded; letters and digits only, so nothing in them is query syntax. */
export function searchWords(query: string): string[] {
  return (foldText(query).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** An FTS5 MATCH expression: every word, each as a prefix ("mug"* "cera"*). */
export function ftsMatch(words: readonly string[]): string {
  return words.map((w) => `"${w}"*`).join(' ');
}

/** A PostgreSQL tsquery: every word, each as a prefix (mug:* & cera:*). */
export function tsQuery(words: readonly string[]): string {
  return words.map((w) => `${w}:*`).join(' & ');
}
