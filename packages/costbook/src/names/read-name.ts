// Reads a product name as a shopper means it. The head noun decides the kind and the words around it refine it:
// "bicycle helmet" is a helmet, "spiral notebook" a paper notebook, "milk chocolate bar with almonds" a chocolate
// bar, "Dr Pepper soda can 355 mL" a canned soft drink. English puts the head last ("bicycle helmet"), French first
// ("bottes d'hiver"); "with …" and "for …" only describe it; "X of Y" is Y when X is a container ("can of soup").
// Sizes and brands are read as such. When the head is a word no kind has ("laptop sleeve"), the name is not
// forced onto the kind of its modifier: the reading says so and offers the closest kinds.
import type { Kind } from '../taxonomy/index.ts';
import { closestKinds, editDistance, nearKind } from './closest.ts';
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
// French "X de Y" is Y when X holds or counts it ("sac de patates", "canne de sirop", "caisse de 24 bières").
const FRENCH_CONTAINERS = new Set(
  [
    'boite',
    'sac',
    'sachet',
    'canne',
    'canette',
    'cannette',
    'bouteille',
    'pot',
    'caisse',
    'paquet',
    'bocal',
    'tube',
    'rouleau',
    'douzaine',
    'carton',
    'contenant',
    'paire',
    'barquette',
    'pinte',
  ].map(stem),
);
const FRENCH_OF = new Set(['de', 'du', 'des', 'd']);
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
      // A one-word brand that is also a kind's name ('apple') is read as the name, not the brand; one that is only
      // a word of a name ('nespresso' of "nespresso pods") is the brand.
      if (index.brands.has(brand) && !(n === 1 && index.byStems.has(stem(brand))))
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

const kindIds = (span: Span) => new Set(span.entries.map((e) => e.kind.id));

/** Non-overlapping spans, longer ones first: "soda can" wins over "soda" and "can". Spans that overlap or touch
 *  and name one kind are that kind's one span: "ceiling light fixture" is "ceiling light" and "light fixture",
 *  "sectional couch" two names of a sofa. */
function bestSpans(spans: readonly Span[]): Span[] {
  const chosen: Span[] = [];
  const byLength = [...spans].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  for (const s of byLength) if (!chosen.some((c) => s.start < c.end && c.start < s.end)) chosen.push({ ...s });
  for (const s of byLength)
    for (const c of chosen) {
      if (s.start > c.end || c.start > s.end || (s.start >= c.start && s.end <= c.end)) continue;
      const shared = kindIds(s);
      const entries = c.entries.filter((e) => shared.has(e.kind.id));
      if (entries.length === 0) continue;
      c.start = Math.min(c.start, s.start);
      c.end = Math.max(c.end, s.end);
      c.entries = entries;
    }
  // A merged span may now cover another chosen one, or be the same as one.
  const merged = chosen.filter(
    (c, i) =>
      !chosen.some((o, j) => o.start <= c.start && c.end <= o.end && (o.end - o.start > c.end - c.start || j < i)),
  );
  return merged.sort((a, b) => a.start - b.start);
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

/** Whether a kind's name runs across the word at `at` ("deck of cards", "sac de couchage"): then "of" is part of
 *  the name, not a container's. */
function nameAcross(words: readonly string[], at: number, index: NameIndex): boolean {
  return spansOf(words.map(stem), index).some((s) => s.start < at && at < s.end - 1);
}

/** The main phrase: before "with/for…", and Y of "X of Y" when X is a container ("Y X" when that is a name:
 *  "can of soda" is a soda can); French "X de Y" likewise. A name that holds "of" is read whole. */
function mainPhrase(words: readonly string[], index: NameIndex): string[] {
  const cut = words.findIndex((w, i) => i > 0 && CUT_WORDS.has(w));
  let main = cut > 0 ? words.slice(0, cut) : [...words];
  const frenchOf = main.findIndex((w, i) => i > 0 && FRENCH_OF.has(w) && FRENCH_CONTAINERS.has(stem(main[i - 1]!)));
  if (frenchOf > 0 && !nameAcross(main, frenchOf, index)) {
    const after = main.slice(frenchOf + 1);
    return after.length > 0 ? after : main.slice(0, frenchOf - 1);
  }
  const of = main.indexOf('of');
  if (of >= 0 && !nameAcross(main, of, index)) {
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

/** What the words around the head say: their stems, the reading's language, and the brand's kinds. */
interface Context {
  stems: ReadonlySet<string>;
  lang: Lang;
  brandKinds: readonly Kind[];
}

/**
 * Among kinds sharing the name found, the one the other words point to: its cues, or a brand that makes it (or
 * makes kinds of its family: "CeraVe cleanser" is a face cleanser, not a household one); then the name as typed
 * (its exact spelling, in the reading's language: "couch" is the English word, not the French plural
 * "couches"); then the kind whose label it is.
 */
function pickKind(head: Span, typed: readonly string[], context: Context, index: NameIndex) {
  const kinds = [...new Map(head.entries.map((e) => [e.kind.id, e.kind])).values()];
  const brandIds = new Set(context.brandKinds.map((k) => k.id));
  const brandFamilies = new Set(context.brandKinds.map((k) => k.family).filter((f) => f !== ''));
  // A brand's aisle may name the product with the same head noun ("Nespresso capsules": coffee capsules).
  const headStems = typed.map(stem);
  if (brandFamilies.size > 0 && headStems.length === 1)
    for (const entry of index.byStem.get(headStems[0]!) ?? []) {
      const own = brandIds.has(entry.kind.id) || brandFamilies.has(entry.kind.family);
      const lastStem = entry.words.map(stem)[entry.lang === 'en' ? entry.words.length - 1 : 0];
      if (own && lastStem === headStems[0] && !kinds.includes(entry.kind)) kinds.push(entry.kind);
    }
  if (kinds.length === 1) return { kind: kinds[0]!, byCue: false, others: [] as Kind[] };
  const scored = kinds.map((kind) => {
    const cues = index.cues.get(kind.id) ?? new Set<string>();
    const brand = brandIds.has(kind.id) ? 2 : brandFamilies.has(kind.family) ? 1 : 0;
    const hits = [...context.stems].filter((w) => cues.has(w)).length + brand;
    const own = head.entries.filter((e) => e.kind === kind);
    const exact = own.some((e) => e.words.join(' ') === typed.join(' '));
    const inLang = own.some((e) => e.lang === context.lang);
    const label = own.some((e) => e.label);
    return { kind, hits, exact, inLang, label };
  });
  scored.sort(
    (a, b) =>
      b.hits - a.hits ||
      Number(b.exact) - Number(a.exact) ||
      Number(b.inLang) - Number(a.inLang) ||
      Number(b.label) - Number(a.label),
  );
  const best = scored[0]!;
  return { kind: best.kind, byCue: best.hits > 0, others: scored.slice(1).map((s) => s.kind) };
}

/**
 * The kind a brand names when no kind's name is in the words: the brand's one kind, or among its kinds the one
 * the other words share a word or a cue with ("Pepsi 12 pack cans", "LEGO Star Wars set"), else a kind of the
 * brand's aisle (its kinds' families) that they share a word with ("CeraVe cleanser"); null when the words do not
 * tell them apart.
 */
function brandKind(brandKinds: readonly Kind[], stems: readonly string[], index: NameIndex): Kind | null {
  if (brandKinds.length === 0) return null;
  // Letters and short words ("k" of "K-Mini") say nothing about the kind.
  const typed = new Set(stems.filter((w) => w.length >= 3 && !DESCRIPTIVE.has(w)));
  const best = (kinds: readonly Kind[]) => {
    const scored = kinds.map((kind) => {
      const names = [...kind.names.en, ...kind.names.fr].flatMap((n) => wordsOf(n).map(stem));
      const cues = index.cues.get(kind.id) ?? new Set<string>();
      return { kind, score: new Set([...names, ...cues].filter((w) => typed.has(w))).size };
    });
    scored.sort((a, b) => b.score - a.score);
    const [first, second] = scored;
    return first && first.score > 0 && first.score > (second?.score ?? 0) ? first.kind : null;
  };
  const own = best(brandKinds);
  if (own) return own;
  if (typed.size === 0 || brandKinds.length === 1) return brandKinds.length === 1 ? brandKinds[0]! : null;
  const families = new Set(brandKinds.map((k) => k.family).filter((f) => f !== ''));
  return best(index.kinds.filter((k) => families.has(k.family)));
}

// Packaging a product is sold in: "Kleenex box", "wood screws box" name what is inside.
const PACKAGING = new Set(
  ['box', 'bag', 'can', 'jar', 'bottle', 'tub', 'carton', 'packet', 'pouch', 'tin', 'jug', 'sack', 'tube'].map(stem),
);

/**
 * A typing slip in a word no name holds, corrected when the corrected word spells a kind's name, alone or with
 * the other words ("tomatoe sauce", "dishwasher detergant", "humidifer"): a word of six letters or more, one letter
 * away (shorter real words are a letter apart, "plain" and "plaid", and longer ones two, "cylinder" and
 * "colander"). A real word that spells no name with its neighbours is left alone ("kettle-cooked"). Where words
 * tie, they must spell the same kinds ("tomato sauce" and "sauce tomate").
 */
function correctSlips(words: readonly string[], index: NameIndex): string[] {
  const stems = words.map(stem);
  return words.map((word, at) => {
    const s = stems[at]!;
    if (s.length < MIN_SLIP || /\d/.test(s) || index.byStem.has(s) || DESCRIPTIVE.has(s) || CUT_WORDS.has(word))
      return word;
    if (CONTAINERS.has(s) || FRENCH_CONTAINERS.has(s)) return word;
    let best: string[] = [];
    let bestEdits = 2;
    for (const known of index.byStem.keys()) {
      if (known.length < MIN_SLIP - 1 || Math.abs(known.length - s.length) > 1) continue;
      const d = editDistance(s, known, 1);
      if (d < bestEdits) {
        bestEdits = d;
        best = [known];
      } else if (d === bestEdits) best.push(known);
    }
    if (bestEdits > 1) return word;
    // The kinds each word spells a name of, alone or with the other words.
    const others = new Set(stems.filter((_, i) => i !== at));
    const spelled = (known: string) =>
      [
        ...new Set(
          (index.byStem.get(known) ?? [])
            .filter((e) => e.words.map(stem).every((w) => w === known || others.has(w)))
            .map((e) => e.kind.id),
        ),
      ]
        .sort()
        .join(' ');
    const spelling = best.map((known) => ({ known, kinds: spelled(known) })).filter((b) => b.kinds !== '');
    return spelling.length > 0 && spelling.every((b) => b.kinds === spelling[0]!.kinds) ? spelling[0]!.known : word;
  });
}
const MIN_SLIP = 6;

/** Where a run of stems starts in another, or -1. */
function runAt(stems: readonly string[], run: readonly string[]): number {
  for (let i = 0; i + run.length <= stems.length; i++) if (run.every((r, j) => stems[i + j] === r)) return i;
  return -1;
}

/**
 * A longer name of one kind holding the head whose other words stand apart among the name's other words: "cube
 * storage shelf" is a cube shelf (a bookcase), not a wall shelf. Null when there is none, or two kinds tie.
 */
function spreadName(head: Span, stems: readonly string[], index: NameIndex): NameEntry | null {
  const headStems = stems.slice(head.start, head.end);
  const others = new Set(stems.filter((_, i) => i < head.start || i >= head.end));
  let best: NameEntry[] = [];
  for (const entry of index.byStem.get(headStems[headStems.length - 1]!) ?? []) {
    const nameStems = entry.words.map(stem);
    if (nameStems.length <= headStems.length) continue;
    const at = runAt(nameStems, headStems);
    if (at < 0) continue;
    const rest = [...nameStems.slice(0, at), ...nameStems.slice(at + headStems.length)];
    if (!rest.every((r) => others.has(r))) continue;
    const longest = best[0]?.words.length ?? 0;
    if (entry.words.length > longest) best = [entry];
    else if (entry.words.length === longest) best.push(entry);
  }
  return new Set(best.map((e) => e.kind.id)).size === 1 ? best[0]! : null;
}

/** Reads a product name (typed, read off a label, or a class name) into the kind it means. */
export function readName(text: string, index: NameIndex): NameReading {
  // The brand first: its numbers ("WD-40", "Mobil 1", "3M") are its name, not a size.
  const folded = wordsOf(text);
  const brandAt = findBrand(folded, index);
  const brand = brandAt?.brand ?? null;
  const brandKinds = brand ? (index.brands.get(brand) ?? []) : [];
  const { words: typedWords, sizes } = readSizes(
    brandAt ? [...folded.slice(0, brandAt.start), ...folded.slice(brandAt.end)] : folded,
    brandAt !== null,
  );
  const words = brandAt ? folded.slice(brandAt.start, brandAt.end) : typedWords;
  const unbranded = correctSlips(typedWords, index);
  const slipped = unbranded.some((w, i) => w !== typedWords[i]);
  const main = mainPhrase(unbranded, index);
  const stems = main.map(stem);
  const spans = bestSpans(spansOf(stems, index));
  const byBrand = () => {
    const kind = brandKind(brandKinds, unbranded.map(stem), index);
    return kind ? { ...NO_READING, kind, how: 'brand' as const, brand, sizes, choices: [] } : null;
  };

  if (spans.length === 0) {
    // The brand names the product when no kind's name is in the words ("Caramilk bar", "Nerf gun").
    const named = byBrand();
    if (named) return named;
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
  let headAt = lang === 'en' ? spans.length - 1 : 0;
  // The packaging is not the product: "wood screws box" is screws, "Kleenex box" tissues.
  const packaging = (span: Span) => stems.slice(span.start, span.end).every((s) => PACKAGING.has(s));
  if (lang === 'en' && packaging(spans[headAt]!)) {
    if (headAt > 0) headAt--;
    else {
      const named = byBrand();
      if (named) return named;
    }
  }
  const head = spans[headAt]!;
  // Words on the far side of the head that are neither descriptive nor a name: the head is then a modifier of an
  // unknown product ("laptop sleeve", "housse de téléphone").
  const beyond = lang === 'en' ? stems.slice(head.end) : stems.slice(0, head.start);
  const unknownHead = beyond.filter((s) => !DESCRIPTIVE.has(s) && !CONTAINERS.has(s) && !PACKAGING.has(s));
  const headStems = new Set(stems.slice(head.start, head.end));
  const context: Context = {
    stems: new Set(unbranded.map(stem).filter((s) => !headStems.has(s))),
    lang,
    brandKinds,
  };
  let picked = pickKind(head, main.slice(head.start, head.end), context, index);
  let matched = head.entries.find((e) => e.kind === picked.kind)?.name ?? picked.kind.names[lang][0] ?? null;
  if (!picked.byCue) {
    const spread = spreadName(head, stems, index);
    if (spread && spread.kind !== picked.kind) {
      picked = { kind: spread.kind, byCue: false, others: [picked.kind, ...picked.others] };
      matched = spread.name;
    }
  }
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
    how: slipped ? 'near' : picked.byCue ? 'cue' : whole ? 'name' : 'head',
    matched,
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
