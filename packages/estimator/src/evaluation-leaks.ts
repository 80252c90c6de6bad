/**
 * What keeps the report half of the evaluation set held out. Rules, words and thresholds may be changed because
 * of a tuning photo (the tuning half, and the fixtures `isTuningPhoto` allows); the report half is only measured.
 * That holds only while nothing of a tuning photo reappears in the report half: not its bytes, not its source
 * file, not its pixels re-encoded or resized, not its product group or its brand, and not a word the rules learnt
 * from it. The checks here find each of those; `evaluation-leaks.test.ts` runs them on the real set in CI.
 */
import { createHash } from 'node:crypto';

import { allEntries, KINDS } from '@costlens/costbook';
import sharp from 'sharp';

import { isTuningPhoto } from './evaluation.ts';
import type { LabelledPhoto } from './evaluation.ts';
import { HEAD_CLASSES, NON_PRODUCT_CLASSES, PRODUCT_CLASSES, SHOP_CLASSES } from './imagenet-map.ts';
import { PRODUCT_NOUNS } from './lexicon-data/product-nouns.ts';

export type Half = 'tune' | 'report';

/** The half a photo counts in: a fixture of a product, brand or series in the report half is not tuned on. */
export const halfOfPhoto = (photo: Pick<LabelledPhoto, 'set' | 'group'>): Half =>
  isTuningPhoto(photo) ? 'tune' : 'report';

/** Lower case, accents and apostrophes dropped, anything else that is not a letter or digit a space. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A brand as groups and labels write it: 'Coca-Cola' and 'coca cola' are both 'coca-cola'. */
export const brandKey = (brand: string): string => foldText(brand).replace(/ /g, '-');

// --- Pixels -----------------------------------------------------------------------------------------------

/** The side of the grey square a photo is shrunk to before its cosine transform. */
const HASH_SIDE = 32;
/** The low frequencies kept: an 8 × 8 block, 64 bits. */
const HASH_FREQUENCIES = 8;
/**
 * Two photos whose hashes differ in at most this many of 64 bits are one photo re-encoded, resized or lightly
 * cropped. Measured on the evaluation set and the fixtures: the same Open Food Facts image saved twice differs by
 * 0–2 bits, while the closest two different photos (two plain-backdrop shots of one shoe series, two white
 * e-commerce studio shots) differ by 14 or more.
 */
export const NEAR_DUPLICATE_BITS = 8;

const COSINES = Array.from({ length: HASH_FREQUENCIES }, (_, u) =>
  Float64Array.from({ length: HASH_SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * HASH_SIDE))),
);

/**
 * The perceptual hash of a grey HASH_SIDE² image (row by row, one byte a pixel): each of the 8 × 8 lowest
 * cosine-transform coefficients is one bit, set when it is above their median. The mirrored photo's hash comes
 * from the same coefficients (mirroring negates every odd horizontal frequency), so a flipped copy is found too.
 */
export function perceptualHashes(grey: Uint8Array): { hash: bigint; mirrored: bigint } {
  if (grey.length !== HASH_SIDE * HASH_SIDE) throw new Error(`perceptualHashes: expected ${HASH_SIDE}² pixels`);
  const rows = Array.from({ length: HASH_SIDE }, (_, y) => {
    // Each row's horizontal frequencies first, then the vertical ones of those: 2 × 8 × 32² steps.
    const row = grey.subarray(y * HASH_SIDE, (y + 1) * HASH_SIDE);
    return COSINES.map((c) => row.reduce((sum, p, x) => sum + p * c[x]!, 0));
  });
  const coefficients: number[] = [];
  for (let u = 0; u < HASH_FREQUENCIES; u++)
    for (let v = 0; v < HASH_FREQUENCIES; v++)
      coefficients.push(rows.reduce((sum, row, y) => sum + row[v]! * COSINES[u]![y]!, 0));
  const bits = (values: number[]) => {
    // The first coefficient is the mean brightness: left out of the median, as it says nothing of the picture.
    const median = [...values.slice(1)].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
    return values.reduce((hash, c) => (hash << 1n) | (c > median ? 1n : 0n), 0n);
  };
  return {
    hash: bits(coefficients),
    mirrored: bits(coefficients.map((c, i) => ((i % HASH_FREQUENCIES) % 2 ? -c : c))),
  };
}

export function hammingDistance(a: bigint, b: bigint): number {
  let x = a ^ b;
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

export interface PhotoFingerprint {
  sha256: string;
  hash: bigint;
  mirrored: bigint;
}

/** A file's SHA-256 and its pixels' perceptual hashes (EXIF rotation applied first, as every reader does). */
export async function fingerprint(bytes: Uint8Array): Promise<PhotoFingerprint> {
  const grey = await sharp(bytes).rotate().greyscale().resize(HASH_SIDE, HASH_SIDE, { fit: 'fill' }).raw().toBuffer();
  return { sha256: createHash('sha256').update(bytes).digest('hex'), ...perceptualHashes(new Uint8Array(grey)) };
}

// --- Photos that leak ---------------------------------------------------------------------------------------

/** What the checks know of one photo. */
export interface PhotoFacts extends PhotoFingerprint {
  /** `set/file`, as messages name it. */
  name: string;
  half: Half;
  group?: string;
  /** The label's brands and, for a `brand:` group, its brand. */
  brands: readonly string[];
  /** `owner/repository:path`, lower case. */
  source: string | null;
}

export function photoFacts(photo: LabelledPhoto, print: PhotoFingerprint): PhotoFacts {
  const brands = new Set((photo.label?.brands ?? []).map(brandKey));
  if (photo.group?.startsWith('brand:')) brands.add(brandKey(photo.group.slice('brand:'.length)));
  return {
    ...print,
    name: `${photo.set}/${photo.file}`,
    half: halfOfPhoto(photo),
    ...(photo.group ? { group: photo.group } : {}),
    brands: [...brands],
    source: photo.label ? photo.label.source.toLowerCase() : null,
  };
}

/**
 * Every way a tuning photo reappears in the report half, one line each: the same bytes, the same source file,
 * the same pixels (re-encoded, resized, mirrored), or a group or brand with photos in both halves.
 */
export function photoLeaks(photos: readonly PhotoFacts[]): string[] {
  const tune = photos.filter((p) => p.half === 'tune');
  const report = photos.filter((p) => p.half === 'report');
  const leaks: string[] = [];
  for (const r of report)
    for (const t of tune) {
      if (r.sha256 === t.sha256) leaks.push(`same bytes: ${t.name} (tuning) and ${r.name} (report)`);
      else if (r.source && r.source === t.source)
        leaks.push(`same source file ${r.source}: ${t.name} (tuning) and ${r.name} (report)`);
      else {
        const bits = Math.min(hammingDistance(r.hash, t.hash), hammingDistance(r.hash, t.mirrored));
        if (bits <= NEAR_DUPLICATE_BITS)
          leaks.push(`the same picture (${bits} of 64 bits apart): ${t.name} (tuning) and ${r.name} (report)`);
      }
    }
  const straddling = (what: string, keysOf: (p: PhotoFacts) => readonly string[]) => {
    const halves = new Map<string, { tune: string[]; report: string[] }>();
    for (const p of photos)
      for (const key of keysOf(p)) {
        const entry = halves.get(key) ?? { tune: [], report: [] };
        entry[p.half].push(p.name);
        halves.set(key, entry);
      }
    for (const [key, { tune: t, report: r }] of halves)
      if (t.length && r.length)
        leaks.push(`${what} ${key} in both halves: ${t.join(', ')} (tuning) and ${r.join(', ')} (report)`);
  };
  straddling('group', (p) => (p.group ? [p.group] : []));
  straddling('brand', (p) => p.brands);
  return leaks;
}

// --- Words that leak ----------------------------------------------------------------------------------------

/** A term of the rules: its words folded, and where it is written. */
export interface RuleTerm {
  term: string;
  where: string;
}

/** One label as the word check reads it: its half and its words. */
export interface LabelText {
  name: string;
  half: Half;
  text: string;
}

/** A photo's label words: its description, its brands and its group's name (the group's kind prefix dropped). */
export function labelText(photo: LabelledPhoto): LabelText {
  const parts = [photo.label?.description ?? '', ...(photo.label?.brands ?? [])];
  if (photo.group) parts.push(photo.group.slice(photo.group.indexOf(':') + 1));
  return { name: `${photo.set}/${photo.file}`, half: halfOfPhoto(photo), text: foldText(parts.join(' ')) };
}

/** Terms shorter than this (tv, lg, hp) are abbreviations that say nothing of one photo. */
const MIN_TERM_LETTERS = 3;

export interface TermLeak {
  term: string;
  where: string[];
  photos: string[];
}

/**
 * Terms of the rules found, as whole words, on report-half labels and on no tuning label: a word a rule could
 * only have learnt from a photo nobody may tune on. `general` lists terms judged general (each with why);
 * they are left out.
 */
export function termLeaks(
  terms: readonly RuleTerm[],
  labels: readonly LabelText[],
  general: ReadonlySet<string> = new Set(),
): TermLeak[] {
  const padded = labels.map((l) => ({ ...l, text: ` ${l.text} ` }));
  const byTerm = new Map<string, Set<string>>();
  for (const { term, where } of terms) {
    const folded = foldText(term);
    if (folded.replace(/ /g, '').length < MIN_TERM_LETTERS) continue;
    byTerm.set(folded, (byTerm.get(folded) ?? new Set()).add(where));
  }
  const leaks: TermLeak[] = [];
  for (const [term, where] of byTerm) {
    if (general.has(term)) continue;
    const needle = ` ${term} `;
    if (padded.some((l) => l.half === 'tune' && l.text.includes(needle))) continue;
    const photos = padded.filter((l) => l.half === 'report' && l.text.includes(needle)).map((l) => l.name);
    if (photos.length) leaks.push({ term, where: [...where].sort(), photos });
  }
  return leaks.sort((a, b) => a.term.localeCompare(b.term));
}

/**
 * The names kinds go by as the answer itself: each cost-book entry's label (its parts: 'Hat / cap' is 'hat' and
 * 'cap') and each taxonomy kind's first English and French name. A report photo of a kind no tuning photo shows
 * carries its kind's name, and that name is the question asked, not something a rule learnt.
 */
export function kindNames(): Set<string> {
  const names = new Set<string>();
  for (const entry of allEntries())
    for (const part of entry.label.split(/[/(),]/)) if (foldText(part)) names.add(foldText(part));
  for (const kind of KINDS)
    for (const first of [kind.names.en[0], kind.names.fr[0]]) if (first) names.add(foldText(first));
  return names;
}

/**
 * Every term a rule of the estimator or the cost book decides with, but the kinds' own names (kindNames): the cost
 * book's aliases, brands and the detector classes it maps, the taxonomy's other names, cues and brands, the
 * estimator's product nouns, and the ImageNet classes its table places. Left out are lists taken whole, in which no
 * word was chosen for a photo: the detector's 80 COCO classes (its training set's), and Open Food Facts' category
 * and brand lists (public taxonomies read by a rule written before any photo, lexicon-data/README.md).
 */
export function ruleTerms(): RuleTerm[] {
  const terms: RuleTerm[] = [];
  const add = (where: string, list: readonly string[]) => {
    for (const term of list) terms.push({ term, where });
  };
  for (const e of allEntries()) {
    add(`cost book ${e.id}: aliases`, e.aliases);
    add(`cost book ${e.id}: brands`, e.brands);
    add(`cost book ${e.id}: COCO classes`, e.cocoClasses);
  }
  for (const k of KINDS) {
    add(`taxonomy ${k.id}: names`, [...k.names.en.slice(1), ...k.names.fr.slice(1)]);
    add(`taxonomy ${k.id}: cues`, k.cues ?? []);
    add(`taxonomy ${k.id}: brands`, k.brands ?? []);
  }
  for (const [id, nouns] of Object.entries(PRODUCT_NOUNS)) add(`product nouns ${id}`, nouns);
  for (const c of PRODUCT_CLASSES) add(`ImageNet table ${c.entry}`, [...c.is, ...(c.like ?? [])]);
  add('ImageNet table: shops', Object.keys(SHOP_CLASSES));
  for (const [group, classes] of Object.entries(NON_PRODUCT_CLASSES)) add(`ImageNet table: ${group}`, classes);
  // The product head's classes were named after its training sets' folders, written as words.
  add(
    'product head classes',
    Object.keys(HEAD_CLASSES).map((c) => c.replaceAll('-', ' ')),
  );
  const names = kindNames();
  return terms.filter((t) => !names.has(foldText(t.term)));
}

// --- Tests that pin report-half photos ----------------------------------------------------------------------

/**
 * A test that asserts what the estimator answers on a report-half photo makes every later change keep that
 * answer: tuning on the report half by another road. Finds such uses in test sources (by the photo's file name)
 * and in photo files copied elsewhere for tests (by their bytes or picture), one line each.
 */
export function reportPhotoUses(
  report: readonly PhotoFacts[],
  sources: readonly { path: string; text: string }[],
  copies: readonly ({ path: string } & PhotoFingerprint)[],
): string[] {
  const uses: string[] = [];
  for (const photo of report) {
    const file = photo.name.slice(photo.name.indexOf('/') + 1);
    const named = new RegExp(`(^|[^\\w-])${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    for (const s of sources) if (named.test(s.text)) uses.push(`${s.path} names ${photo.name}`);
    for (const c of copies)
      if (
        c.sha256 === photo.sha256 ||
        Math.min(hammingDistance(c.hash, photo.hash), hammingDistance(c.hash, photo.mirrored)) <= NEAR_DUPLICATE_BITS
      )
        uses.push(`${c.path} is ${photo.name}`);
  }
  return uses.sort();
}
