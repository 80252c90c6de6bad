// Reads a product name as a shopper means it. The head noun decides the kind and the words around it refine it:
// "bicycle helmet" is a helmet, "spiral notebook" a paper notebook, "milk chocolate bar with almonds" a chocolate
// bar, "Dr Pepper soda can 355 mL" a canned soft drink. English puts the head last ("bicycle helmet"), French first
// ("bottes d'hiver"); "with …" and "for …" only describe it; "X of Y" is Y when X is a container ("can of soup").
// Sizes and brands are read as such. When the head is a word no kind has ("laptop sleeve"), the name is not
// forced onto the kind of its modifier: the reading says so and offers the closest kinds.
import type { Kind } from '../taxonomy/index.ts';
import { closestKinds, nearKind } from './closest.ts';
import type { Lang, NameEntry, NameIndex } from './name-index.ts';
import { readSizes } from './sizes.ts';
import { stem, wordsOf } from './words.ts';

export type ReadingHow = 'name' | 'head' | 'cue' | 'brand' | 'near';

export interface NameReading {
  /** The kind the name means, or null when it names none for sure. */
  kind: Kind | null;
  /** How it was found: the whole name, its head noun, a cue among kinds sharing a name, the brand alone, a near
   *  spelling. Null when no kind was found. */
  how: ReadingHow | null;
  /** The kind name found in the text ('soda can'). */
  matched: string | null;
  /** The language of the name found. */
  lang: Lang | null;
  /** The other words of the name that describe the product ('bicycle' in 'bicycle helmet'). */
  modifiers: string[];
  /** A brand read in the name, as the text spells it (folded). */
  brand: string | null;
  /** Sizes and counts read in the name ('355 ml'). */
  sizes: string[];
  /** Other kinds the name may mean: kinds sharing the name found, or, when no kind was found, the closest kinds. */
  choices: Kind[];
}

// Words after which the name only describes the product ("case for iphone", "pan with lid").
const CUT_WORDS = new Set(['with', 'for', 'without', 'from', 'by', 'w', 'avec', 'pour', 'sans', 'containing']);
// "X of Y" is Y when X holds or counts it.
const CONTAINERS = new Set(
  [
    'can',
    'bottle',
    'jar',
    'bag',
    'box',
    'pack',
    'packet',
    'pair',
    'set',
    'case',
    'carton',
    'bunch',
    'loaf',
    'bar',
    'piece',
    'roll',
    'tube',
    'jug',
    'tub',
    'tin',
    'sack',
    'bundle',
    'dozen',
    'cup',
    'glass',
    'bowl',
    'kit',
    'pouch',
    'block',
    'bucket',
    'crate',
    'tray',
    'container',
    'kg',
    'lb',
    'litre',
    'liter',
    'gallon',
    'slice',
    'stick',
  ].map(stem),
);
// Words that describe rather than name (colours, materials, audiences, features, condition, articles), in
// English and French: a name may end (English) or start (French) with them and still have its head.
const DESCRIPTIVE = new Set(
  [
    'a',
    'an',
    'the',
    'my',
    'our',
    'new',
    'used',
    'old',
    'best',
    'cheap',
    'good',
    'nice',
    'big',
    'small',
    'large',
    'medium',
    'mini',
    'little',
    'extra',
    'super',
    'plus',
    'pro',
    'max',
    'ultra',
    'premium',
    'classic',
    'original',
    'black',
    'white',
    'red',
    'blue',
    'green',
    'yellow',
    'orange',
    'pink',
    'purple',
    'brown',
    'grey',
    'gray',
    'beige',
    'navy',
    'gold',
    'silver',
    'clear',
    'dark',
    'light',
    'colour',
    'color',
    'multicolour',
    'kid',
    'kids',
    'child',
    'children',
    'baby',
    'toddler',
    'boy',
    'girl',
    'men',
    'man',
    'mens',
    'women',
    'woman',
    'womens',
    'ladies',
    'unisex',
    'adult',
    'cordless',
    'wireless',
    'electric',
    'manual',
    'automatic',
    'portable',
    'waterproof',
    'rechargeable',
    'stainless',
    'steel',
    'wood',
    'wooden',
    'plastic',
    'metal',
    'leather',
    'cotton',
    'wool',
    'organic',
    'natural',
    'fresh',
    'frozen',
    'dried',
    'canned',
    'diet',
    'light',
    'unscented',
    'scented',
    'vintage',
    'modern',
    'indoor',
    'outdoor',
    'heavy',
    'duty',
    'deluxe',
    'edition',
    'version',
    'model',
    'style',
    'type',
    'brand',
    'generic',
    'assorted',
    'variety',
    'mixed',
    'only',
    'each',
    'one',
    'two',
    'three',
    'dozen',
    'le',
    'la',
    'les',
    'l',
    'un',
    'une',
    'des',
    'du',
    'de',
    'd',
    'au',
    'aux',
    'a',
    'en',
    'et',
    'mon',
    'ma',
    'mes',
    'neuf',
    'neuve',
    'grand',
    'grande',
    'petit',
    'petite',
    'noir',
    'noire',
    'blanc',
    'blanche',
    'rouge',
    'bleu',
    'bleue',
    'vert',
    'verte',
    'jaune',
    'rose',
    'gris',
    'grise',
    'brun',
    'brune',
    'enfant',
    'bebe',
    'homme',
    'femme',
    'electrique',
    'inox',
    'bois',
    'plastique',
    'cuir',
    'coton',
    'laine',
    'bio',
    'frais',
    'fraiche',
    'surgele',
    'sans',
    'fil',
  ].map(stem),
);
const FRENCH_WORDS = new Set([
  'de',
  'du',
  'des',
  'd',
  'la',
  'le',
  'les',
  'l',
  'au',
  'aux',
  'pour',
  'avec',
  'en',
  'et',
  'sans',
  'une',
  'un',
]);

interface Span {
  start: number;
  end: number;
  entries: readonly NameEntry[];
}

const NO_READING: Omit<NameReading, 'choices' | 'brand' | 'sizes'> = {
  kind: null,
  how: null,
  matched: null,
  lang: null,
  modifiers: [],
};

/** The longest brand named in the words (up to four words), with where it stands. */
function findBrand(words: readonly string[], index: NameIndex): { brand: string; start: number; end: number } | null {
  for (let n = Math.min(4, words.length); n >= 1; n--)
    for (let i = 0; i + n <= words.length; i++) {
      const brand = words.slice(i, i + n).join(' ');
      // A one-word brand that is also a kind's word ('apple', 'tide') is read as the word, not the brand.
      if (index.brands.has(brand) && !(n === 1 && index.byStem.has(stem(brand))))
        return { brand, start: i, end: i + n };
    }
  return null;
}

/** Every run of words that spells a kind's name. */
function spansOf(stems: readonly string[], index: NameIndex): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < stems.length; i++)
    for (let j = i + 1; j <= Math.min(stems.length, i + index.longest); j++) {
      const run = stems.slice(i, j);
      const entries = index.byStems.get(run.join(' ')) ?? (j - i <= 3 ? index.byStems.get(run.join('')) : undefined);
      if (entries) spans.push({ start: i, end: j, entries });
    }
  return spans;
}

/** Non-overlapping spans, longer ones first: "soda can" wins over "soda" and "can". */
function bestSpans(spans: readonly Span[]): Span[] {
  const chosen: Span[] = [];
  const byLength = [...spans].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  for (const s of byLength) if (!chosen.some((c) => s.start < c.end && c.start < s.end)) chosen.push(s);
  return chosen.sort((a, b) => a.start - b.start);
}

function languageOf(words: readonly string[], spans: readonly Span[]): Lang {
  let fr = 0;
  let en = 0;
  for (const s of spans) {
    const langs = new Set(s.entries.map((e) => e.lang));
    if (langs.has('fr') && !langs.has('en')) fr++;
    if (langs.has('en') && !langs.has('fr')) en++;
  }
  if (fr !== en) return fr > en ? 'fr' : 'en';
  return words.some((w) => FRENCH_WORDS.has(w)) ? 'fr' : 'en';
}

/** The main phrase: before "with/for…", and Y of "X of Y" when X is a container ("Y X" when that is a name:
 *  "can of soda" is a soda can). */
function mainPhrase(words: readonly string[], index: NameIndex): string[] {
  const cut = words.findIndex((w, i) => i > 0 && CUT_WORDS.has(w));
  let main = cut > 0 ? words.slice(0, cut) : [...words];
  const of = main.indexOf('of');
  if (of >= 0) {
    const before = main.slice(0, of);
    const after = main.slice(of + 1);
    const last = before[before.length - 1];
    const counted = last !== undefined && CONTAINERS.has(stem(last));
    // "wine glasses set of 4": a count after "of" leaves the thing counted before it.
    if (after.length === 0) main = counted ? before.slice(0, -1) : before;
    else if (counted && index.byStems.has([...after, last].map(stem).join(' '))) main = [...after, last];
    // The container is left to the context words, where a cue can still use it.
    else main = before.length === 0 || counted ? after : before;
  }
  return main;
}

/** Among kinds sharing the name found, the one the other words point to (its cues), else the label's kind. */
function pickKind(entries: readonly NameEntry[], context: ReadonlySet<string>, index: NameIndex) {
  const kinds = [...new Map(entries.map((e) => [e.kind.id, e.kind])).values()];
  if (kinds.length === 1) return { kind: kinds[0]!, byCue: false, others: [] as Kind[] };
  const scored = kinds.map((kind) => {
    const cues = index.cues.get(kind.id) ?? new Set<string>();
    const hits = [...context].filter((w) => cues.has(w)).length;
    const label = entries.some((e) => e.kind === kind && e.label);
    return { kind, hits, label };
  });
  scored.sort((a, b) => b.hits - a.hits || Number(b.label) - Number(a.label));
  const best = scored[0]!;
  return { kind: best.kind, byCue: best.hits > 0, others: scored.slice(1).map((s) => s.kind) };
}

/** Reads a product name (typed, read off a label, or a class name) into the kind it means. */
export function readName(text: string, index: NameIndex): NameReading {
  const { words, sizes } = readSizes(wordsOf(text));
  const brandAt = findBrand(words, index);
  const brand = brandAt?.brand ?? null;
  const unbranded = brandAt ? [...words.slice(0, brandAt.start), ...words.slice(brandAt.end)] : words;
  const main = mainPhrase(unbranded, index);
  const stems = main.map(stem);
  const spans = bestSpans(spansOf(stems, index));

  if (spans.length === 0) {
    const brandKinds = brand ? (index.brands.get(brand) ?? []) : [];
    if (brandKinds.length === 1 && unbranded.every((w) => DESCRIPTIVE.has(stem(w))))
      return { ...NO_READING, kind: brandKinds[0]!, how: 'brand', brand, sizes, choices: [] };
    const near = nearKind(stems, index);
    if (near)
      return {
        ...NO_READING,
        kind: near.kind,
        how: 'near',
        matched: near.name,
        lang: near.lang,
        brand,
        sizes,
        choices: [],
      };
    const closest = closestKinds(unbranded.length > 0 ? unbranded : words, index);
    return { ...NO_READING, brand, sizes, choices: uniqueKinds([...brandKinds, ...closest]).slice(0, 6) };
  }

  const lang = languageOf(main, spans);
  const head = lang === 'en' ? spans[spans.length - 1]! : spans[0]!;
  // Words on the far side of the head that are neither descriptive nor a name: the head is then a modifier of an
  // unknown product ("laptop sleeve", "housse de téléphone").
  const beyond = lang === 'en' ? stems.slice(head.end) : stems.slice(0, head.start);
  const unknownHead = beyond.filter((s) => !DESCRIPTIVE.has(s) && !CONTAINERS.has(s));
  const headStems = new Set(stems.slice(head.start, head.end));
  const context = new Set(unbranded.map(stem).filter((s) => !headStems.has(s)));
  const picked = pickKind(head.entries, context, index);
  const matched = head.entries.find((e) => e.kind === picked.kind)!;
  const modifiers = main.filter((_, i) => i < head.start || i >= head.end);

  if (unknownHead.length > 0) {
    const closest = closestKinds(unbranded, index);
    return {
      ...NO_READING,
      modifiers,
      brand,
      sizes,
      choices: uniqueKinds([...closest, picked.kind]).slice(0, 6),
    };
  }
  const whole = spans.length === 1 && modifiers.every((w) => DESCRIPTIVE.has(stem(w)));
  return {
    kind: picked.kind,
    how: picked.byCue ? 'cue' : whole ? 'name' : 'head',
    matched: matched.name,
    lang,
    modifiers,
    brand,
    sizes,
    choices: picked.others,
  };
}

function uniqueKinds(kinds: readonly Kind[]): Kind[] {
  return [...new Map(kinds.map((k) => [k.id, k])).values()];
}
