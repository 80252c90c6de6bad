// A database's answer to the cost-book entry that prices the product, read by the cost book's one name matcher
// (readProductName), so a new kind or name in the book is picked up here with no list to keep in step.
// Only the most specific category can name the product's kind: the broader ones are families ("Snacks", "Sweet
// snacks"), and a family holds many kinds, so a chocolate bar filed under "Sweet snacks" is not thereby a bag of
// chips. And only a word at the head of the name counts: "milk chocolates" are chocolates, not milk. When that
// category names no kind the book has, the product's name may, by the same rule; a brand alone never does (a brand
// makes many kinds of product).
import { entryForKind, readProductName, stem, wordsOf } from '@costlens/costbook';
import type { ReadingHow } from '@costlens/costbook';

/** Words after which a name only describes the product ("with hazelnuts", "pour bébés"). */
const DESCRIBING = new Set(['with', 'without', 'for', 'from', 'containing', 'avec', 'sans', 'pour']);

/** Whether the phrase ends the words (by stems: "milk chocolates" ends in "milk chocolate"). */
function endsWith(words: readonly string[], phrase: string): boolean {
  const stems = words.map(stem);
  const p = wordsOf(phrase).map(stem);
  return p.length > 0 && p.length <= stems.length && p.every((s, i) => s === stems[stems.length - p.length + i]);
}

/** The words of a text that name the product: those before any describing part. */
function namingWords(text: string): string[] {
  const words = wordsOf(text);
  const cut = words.findIndex((w) => DESCRIBING.has(w));
  return cut >= 0 ? words.slice(0, cut) : words;
}

/** The entry the text's head noun names, read as `how` allows; a kind named elsewhere in the text does not count. */
function entryFor(text: string, sure: readonly ReadingHow[]): string | null {
  const named = namingWords(text);
  if (named.length === 0) return null;
  const reading = readProductName(named.join(' '));
  if (!reading.kind || !reading.how || !sure.includes(reading.how)) return null;
  if (reading.how !== 'brand' && (!reading.matched || !endsWith(named, reading.matched))) return null;
  return entryForKind(reading.kind.id)?.id ?? null;
}

/** A category is read by its name or its head noun, never by a near spelling or a guess among kinds. */
const CATEGORY_READINGS: readonly ReadingHow[] = ['name', 'head'];
/** A product's head word alone may be a product line its maker sells under one kind ("Apple iPhone"). */
const HEAD_WORD_READINGS: readonly ReadingHow[] = ['name', 'head', 'brand'];

function entryForName(name: string): string | null {
  const byName = entryFor(name, CATEGORY_READINGS);
  if (byName) return byName;
  const head = namingWords(name).at(-1);
  return head ? entryFor(head, HEAD_WORD_READINGS) : null;
}

/** `categories` broadest first, as the databases list them. */
export function costBookEntryFor(categories: readonly string[], name: string | null): string | null {
  const mostSpecific = categories.at(-1);
  const fromCategory = mostSpecific ? entryFor(mostSpecific, CATEGORY_READINGS) : null;
  // A name of one word is a brand as often as a kind ("Apple" under Electronics is no fruit): only a longer name,
  // whose head noun follows its brand, is read.
  return fromCategory ?? (name && wordsOf(name).length > 1 ? entryForName(name) : null);
}
