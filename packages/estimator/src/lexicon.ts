/**
 * Fuzzy matching of OCR text against the cost book's words: each entry's aliases (what the product
 * is called) and brands (who sells it). Tesseract's output on packaging is noisy ("MissVickges
 * FARMHOUSE"), so terms are compared with an edit distance, also against neighbouring tokens joined
 * together (OCR drops and inserts spaces).
 */

export type TermKind = 'alias' | 'brand';

export interface LexiconTerm {
  entryId: string;
  kind: TermKind;
  /** As the cost book spells it, for evidence ('miss vickie\'s'). */
  term: string;
  /** Normalised words ('miss', 'vickies'). */
  words: string[];
  /** The words joined without spaces ('missvickies'): what is compared. */
  joined: string;
}

export interface TermHit {
  term: string;
  kind: TermKind;
  /** The OCR text that matched, normalised. */
  found: string;
  /** 1 − edit distance / length, 0–1. */
  similarity: number;
}

export interface TextMatch {
  entryId: string;
  /** 0–1: how strongly the text names this entry (see scoreHits). */
  score: number;
  hits: TermHit[];
}

/** Shorter terms ('lg', 'ge', 't3') turn up in any OCR noise; they are not matched at all. */
export const MIN_TERM_LENGTH = 3;
/** Terms up to this length must appear exactly; longer ones may differ by edits ('well' is not "s'well"). */
const EXACT_ONLY_MAX_LENGTH = 5;

/** One edit in five characters: "vickges" still finds "vickies", "cat" never finds "car". */
export const MIN_SIMILARITY = 0.8;
/**
 * Brands and aliases weigh the same on packaging: a brand is printed large and is a proper noun that
 * rarely turns up by chance, while many aliases are common words ('range', 'glass', 'foundation').
 */
const KIND_WEIGHT: Record<TermKind, number> = { alias: 1, brand: 1 };
/** Terms this long or longer are specific; 'box' or 'milk' are weaker evidence than 'peanut butter'. */
const SPECIFIC_LENGTH = 8;

/** Lower case, accents stripped, apostrophes dropped, everything else not a letter or digit a space. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD') // also folds full-width characters ('（150g）') to ASCII
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const curr = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
      curr.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = curr;
  }
  return prev[b.length]!;
}

interface Window {
  start: number;
  span: number;
  text: string;
}

/** Every run of 1–4 neighbouring tokens glued together, by length: what terms are compared with. */
function windowsOf(tokens: readonly string[]): Map<number, Window[]> {
  const byLength = new Map<number, Window[]>();
  for (let start = 0; start < tokens.length; start++) {
    let text = '';
    for (let span = 1; span <= 4 && start + span <= tokens.length; span++) {
      text += tokens[start + span - 1];
      const list = byLength.get(text.length) ?? [];
      list.push({ start, span, text });
      byLength.set(text.length, list);
    }
  }
  return byLength;
}

/** The best hit of one term among the token windows, or null. */
function findTerm(term: LexiconTerm, tokens: readonly string[], windows: Map<number, Window[]>): TermHit | null {
  const exactOnly = term.joined.length <= EXACT_ONLY_MAX_LENGTH;
  const maxEdits = exactOnly ? 0 : Math.floor(term.joined.length * (1 - MIN_SIMILARITY) + 1e-9);
  let best: TermHit | null = null;
  const minSpan = Math.max(1, term.words.length - 1);
  const maxSpan = term.words.length + 1;
  for (let len = term.joined.length - maxEdits; len <= term.joined.length + maxEdits; len++) {
    for (const w of windows.get(len) ?? []) {
      if (w.span < minSpan || w.span > maxSpan) continue;
      // Tokens glued into more pieces than the term has words must spell it exactly: "re pe" is not "repel".
      const allowed = w.span > term.words.length ? 0 : maxEdits;
      const distance = editDistance(term.joined, w.text, allowed);
      if (distance > allowed) continue;
      const similarity = 1 - distance / Math.max(term.joined.length, w.text.length);
      if (similarity < MIN_SIMILARITY && !(exactOnly && distance === 0)) continue;
      if (!best || similarity > best.similarity)
        best = {
          term: term.term,
          kind: term.kind,
          found: tokens.slice(w.start, w.start + w.span).join(' '),
          similarity,
        };
    }
  }
  return best;
}

/** Strength of one hit: similarity × kind weight × specificity (short single words count less). */
export function hitStrength(hit: TermHit): number {
  const words = normalise(hit.term).split(' ');
  const length = words.join('').length;
  // Two or more words found together in order ('peanut butter', 'vibrant health') are specific at any length.
  const specificity =
    words.length > 1 ? 1 : Math.min(1, 0.4 + 0.6 * ((length - MIN_TERM_LENGTH) / (SPECIFIC_LENGTH - MIN_TERM_LENGTH)));
  return hit.similarity * KIND_WEIGHT[hit.kind] * specificity;
}

/** Independent hits reinforce each other: 1 − Π(1 − strength). */
export function scoreHits(hits: readonly TermHit[]): number {
  return 1 - hits.reduce((rest, hit) => rest * (1 - hitStrength(hit)), 1);
}

/** Entries the text names, strongest first. Hits of one entry that overlap ('chips', 'potato chips') count once. */
export function matchText(text: string, lexicon: readonly LexiconTerm[]): TextMatch[] {
  const tokens = normalise(text).split(' ').filter(Boolean);
  if (tokens.length === 0) return [];
  const windows = windowsOf(tokens);
  const byEntry = new Map<string, TermHit[]>();
  for (const term of lexicon) {
    const hit = findTerm(term, tokens, windows);
    if (!hit) continue;
    const hits = byEntry.get(term.entryId) ?? [];
    hits.push(hit);
    byEntry.set(term.entryId, hits);
  }
  const matches: TextMatch[] = [];
  for (const [entryId, hits] of byEntry) {
    const distinct = dropContained(hits);
    matches.push({ entryId, score: scoreHits(distinct), hits: distinct });
  }
  return matches.sort((a, b) => b.score - a.score || a.entryId.localeCompare(b.entryId));
}

/** Keeps the longest of hits whose found text overlaps, so one word is not counted twice. */
function dropContained(hits: TermHit[]): TermHit[] {
  const sorted = [...hits].sort((a, b) => b.term.length - a.term.length || b.similarity - a.similarity);
  const kept: TermHit[] = [];
  for (const hit of sorted) {
    const words = new Set(hit.found.split(' '));
    if (kept.some((k) => k.found.split(' ').some((w) => words.has(w)))) continue;
    kept.push(hit);
  }
  return kept;
}
