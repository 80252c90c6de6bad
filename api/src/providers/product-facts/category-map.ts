// A database's answer to the cost-book entry that prices the product, by the cost book's own words (its labels and
// aliases: matchEntryByText), so a new kind or alias in the book is picked up here with no list to keep in step.
// Only the most specific category can name the product's kind: the broader ones are families ("Snacks", "Sweet
// snacks"), and a family holds many kinds, so a chocolate bar filed under "Sweet snacks" is not thereby a bag of
// chips. And only a word at the head of the name counts: "milk chocolates" are chocolates, not milk. When that
// category names no kind the book has, the product's name may, by the same rule; a brand alone never does (a brand
// makes many kinds of product).
import { matchEntryByText, stem, wordsOf } from '@costlens/costbook';

/** At least one label or alias word (brand words count half). */
const MIN_SCORE = 1;
/** Words after which a name only describes the product ("with hazelnuts", "pour bébés"). */
const DESCRIBING = new Set(['with', 'without', 'for', 'from', 'containing', 'avec', 'sans', 'pour']);

/** The entry a name's head noun names: the book's phrase it matched ends the name (before any describing part). */
function entryFor(text: string): string | null {
  const words = wordsOf(text);
  const cut = words.findIndex((w) => DESCRIBING.has(w));
  const named = cut >= 0 ? words.slice(0, cut) : words;
  const match = matchEntryByText(named.join(' '));
  if (!match || match.score < MIN_SCORE) return null;
  const stems = named.map(stem);
  const atHead = match.matched.some((phrase) => {
    const p = wordsOf(phrase).map(stem);
    return p.length > 0 && p.length <= stems.length && p.every((s, i) => s === stems[stems.length - p.length + i]);
  });
  return atHead ? match.entry.id : null;
}

/** `categories` broadest first, as the databases list them. */
export function costBookEntryFor(categories: readonly string[], name: string | null): string | null {
  const mostSpecific = categories.at(-1);
  const fromCategory = mostSpecific ? entryFor(mostSpecific) : null;
  // A name of one word is a brand as often as a kind ("Apple" under Electronics is no fruit): only a longer name,
  // whose head noun follows its brand, is read.
  return fromCategory ?? (name && wordsOf(name).length > 1 ? entryFor(name) : null);
}
