/** What the community search matches: product name, share title and category, folded so a search
 *  finds them whatever their case or accents ("Café" by "cafe"), and kept as its words separated by
 *  single spaces. Both engines index this text with their own full-text search (SQLite FTS5,
 *  PostgreSQL tsvector); a read in date order checks it row by row instead (`wordStart`), which gives
 *  the same answer only because the text is nothing but words and spaces. The same folding applies to
 *  what people type. */

/** Lower case, accents removed (NFKD, combining marks dropped). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The indexed text of a public analysis: its folded words, one space between each. */
export function searchTextOf(productName: string, shareTitle: string | null, productCategory: string): string {
  return (foldText([productName, shareTitle ?? '', productCategory].join(' ')).match(WORD) ?? []).join(' ');
}

/** At most this many words of a query count: enough for any real search, bounded work for the index. */
const MAX_WORDS = 8;

/** The words of a search, folded; letters and digits only, so nothing in them is query syntax. */
export function searchWords(query: string): string[] {
  return (foldText(query).match(WORD) ?? []).slice(0, MAX_WORDS);
}

/** An FTS5 MATCH expression: every word, each as a prefix ("mug"* "cera"*). */
export function ftsMatch(words: readonly string[]): string {
  return words.map((w) => `"${w}"*`).join(' ');
}

/** A PostgreSQL tsquery: every word, each as a prefix (mug:* & cera:*). */
export function tsQuery(words: readonly string[]): string {
  return words.map((w) => `${w}:*`).join(' & ');
}

/** What a word's start looks like inside `' ' || search_text`: a space, then the word. A row has the
 *  word as a prefix of one of its words exactly when this occurs in it. */
export function wordStart(word: string): string {
  return ` ${word}`;
}
