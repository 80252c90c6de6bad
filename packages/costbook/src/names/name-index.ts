// Every name of every kind, as stem sequences the reader can look up: "frying pan" → ['frying', 'pan'], also
// glued ("t shirt" → "tshirt", as shoppers type it). Built once from the taxonomy; a kind whose names are written
// in both languages answers in either.
import { KINDS } from '../taxonomy/index.ts';
import type { Kind } from '../taxonomy/index.ts';
import { stem, wordsOf } from './words.ts';

export type Lang = 'en' | 'fr';

export interface NameEntry {
  kind: Kind;
  /** The name as the taxonomy writes it. */
  name: string;
  lang: Lang;
  /** Whether this is the kind's label in its language (its first name). */
  label: boolean;
  /** The name's folded words, to tell an exact spelling from a stem match. */
  words: readonly string[];
}

export interface NameIndex {
  /** Stem sequences joined by spaces → every name that spells them. */
  readonly byStems: ReadonlyMap<string, readonly NameEntry[]>;
  /** The longest name, in words: no longer run of words is looked up. */
  readonly longest: number;
  /** Every stem of every name, with the names that hold it (for near matches and suggestions). */
  readonly byStem: ReadonlyMap<string, readonly NameEntry[]>;
  /** Cue stems of each kind. */
  readonly cues: ReadonlyMap<string, ReadonlySet<string>>;
  /** Brand → the kinds that list it (folded words joined by spaces). */
  readonly brands: ReadonlyMap<string, readonly Kind[]>;
  readonly kinds: readonly Kind[];
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The index of a list of kinds (the taxonomy's by default); brands may add the detailed entries' makers. */
export function buildNameIndex(
  kinds: readonly Kind[] = KINDS,
  extraBrands: ReadonlyMap<string, readonly string[]> = new Map(),
): NameIndex {
  const byStems = new Map<string, NameEntry[]>();
  const byStem = new Map<string, NameEntry[]>();
  const cues = new Map<string, Set<string>>();
  const brands = new Map<string, Kind[]>();
  let longest = 1;
  for (const kind of kinds) {
    for (const lang of ['en', 'fr'] as const) {
      kind.names[lang].forEach((name, i) => {
        const words = wordsOf(name);
        if (words.length === 0) return;
        const stems = words.map(stem);
        const entry: NameEntry = { kind, name, lang, label: i === 0, words };
        push(byStems, stems.join(' '), entry);
        if (stems.length > 1) push(byStems, stems.join(''), entry);
        for (const s of new Set(stems)) push(byStem, s, entry);
        longest = Math.max(longest, stems.length);
      });
    }
    cues.set(kind.id, new Set((kind.cues ?? []).flatMap((c) => wordsOf(c).map(stem))));
    const kindBrands = [...(kind.brands ?? []), ...(extraBrands.get(kind.id) ?? [])];
    for (const brand of new Set(kindBrands.map((b) => wordsOf(b).join(' ')))) {
      const list = brands.get(brand) ?? [];
      if (!list.includes(kind)) list.push(kind);
      brands.set(brand, list);
    }
  }
  return { byStems, longest, byStem, cues, brands, kinds };
}
