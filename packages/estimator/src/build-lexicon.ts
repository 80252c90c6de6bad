/**
 * The lexicon the OCR text is matched against (see lexicon.ts for the matching). Kept apart from the
 * matching so the browser build, which reads no text, does not carry the word lists.
 */
import type { CostBookEntry } from '@costlens/costbook';

import { MIN_TERM_LENGTH, normalise } from './lexicon.ts';
import type { LexiconTerm, TermKind } from './lexicon.ts';
import OFF_BRANDS from './lexicon-data/off-brands.json' with { type: 'json' };
import OFF_CATEGORIES from './lexicon-data/off-categories.json' with { type: 'json' };
import { PRODUCT_NOUNS } from './lexicon-data/product-nouns.ts';

/**
 * A one-word brand this short is a common word as often as a name ('post', 'silk', 'head', 'away'):
 * it never decides anything, so it is left out of the lexicon.
 */
const MIN_SINGLE_WORD_BRAND = 6;

/** Open Food Facts' brand names, normalised: the public list a food brand must be on to count. */
const PUBLIC_FOOD_BRANDS: ReadonlySet<string> = new Set((OFF_BRANDS as string[]).map((b) => normalise(b)));
const OFF_WORDS = OFF_CATEGORIES as Record<string, string[]>;

/** Whether a brand may count as evidence for this entry (see MIN_SINGLE_WORD_BRAND and PUBLIC_FOOD_BRANDS). */
export function brandCounts(entryId: string, brand: string): boolean {
  const n = normalise(brand);
  if (!n.includes(' ') && n.replace(/ /g, '').length < MIN_SINGLE_WORD_BRAND) return false;
  // Food and drink entries take their brands from the public list only (the cost book's lists were
  // written beside a handful of photos); other entries keep the cost book's makers.
  return OFF_WORDS[entryId] ? PUBLIC_FOOD_BRANDS.has(n) : true;
}

/**
 * Every word that names each entry, normalised once: the cost book's label and aliases, the English
 * and French product nouns, the Open Food Facts category names of food and drink entries, and the
 * brands that pass brandCounts.
 */
export function buildLexicon(entries: readonly CostBookEntry[]): LexiconTerm[] {
  const terms: LexiconTerm[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const add = (term: string, kind: TermKind) => {
      const words = normalise(term).split(' ').filter(Boolean);
      const joined = words.join('');
      const key = `${entry.id}|${kind}|${words.join(' ')}`;
      if (joined.length < MIN_TERM_LENGTH || seen.has(key)) return;
      seen.add(key);
      terms.push({ entryId: entry.id, kind, term, words, joined });
    };
    for (const alias of [
      entry.label,
      ...entry.aliases,
      ...(PRODUCT_NOUNS[entry.id] ?? []),
      ...(OFF_WORDS[entry.id] ?? []),
    ])
      add(alias, 'alias');
    for (const brand of entry.brands) if (brandCounts(entry.id, brand)) add(brand, 'brand');
  }
  return terms;
}
