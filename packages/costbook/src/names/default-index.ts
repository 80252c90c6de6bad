// The name index every consumer shares (the estimator, the API, the browser's offline chunk): every kind of the
// taxonomy with the makers its detailed entry lists as brands. Built on first use.
import { DETAILED_DATA } from '../data/detailed.ts';
import { KINDS } from '../taxonomy/index.ts';
import type { Kind } from '../taxonomy/index.ts';
import { closestKinds, searchKinds } from './closest.ts';
import { buildNameIndex } from './name-index.ts';
import type { NameIndex } from './name-index.ts';
import { readName } from './read-name.ts';
import type { NameReading } from './read-name.ts';
import { wordsOf } from './words.ts';

/**
 * Detailed entries no kind of the taxonomy prices yet, read as kinds of their own by their label and aliases, so
 * a name the book prices is never lost while its department is being written (the taxonomy test lists them).
 */
export function unplacedDetailedKinds(): Kind[] {
  const placed = new Set(KINDS.flatMap((k) => (k.entry ? [k.entry] : [])));
  return DETAILED_DATA.filter((e) => !placed.has(e.id)).map((e) => ({
    id: e.id,
    family: '',
    names: { en: [e.label.replace(/\s*\(.*\)\s*$/, '').toLowerCase(), ...e.aliases], fr: [] },
    massKg: [1, 1],
    typical: e.label,
    entry: e.id,
    brands: e.brands,
  }));
}

let nameIndex: NameIndex | null = null;
/** The index of every kind's names, with the makers the detailed entries list as brands of their kinds. */
export function productNameIndex(): NameIndex {
  if (nameIndex) return nameIndex;
  const byId = new Map(DETAILED_DATA.map((e) => [e.id, e]));
  const brands = new Map(
    KINDS.filter((k) => k.entry !== undefined).map((k) => [k.id, byId.get(k.entry!)?.brands ?? []] as const),
  );
  nameIndex = buildNameIndex([...KINDS, ...unplacedDetailedKinds()], brands);
  return nameIndex;
}

/** What kind of product a name means (see read-name.ts). */
export function readProductName(text: string): NameReading {
  return readName(text, productNameIndex());
}

/** The kinds closest to a text, for one-tap choices. */
export function closestProductKinds(text: string, limit = 6): Kind[] {
  return closestKinds(wordsOf(text), productNameIndex(), limit);
}

/** Kinds for a search box, as it is typed. */
export function searchProductKinds(query: string, limit = 20): Kind[] {
  return searchKinds(query, productNameIndex(), limit);
}
