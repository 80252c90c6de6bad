// When a name spells no kind exactly: a near spelling of one kind ("fryng pan"), or the kinds closest to the
// words typed, offered as one-tap choices so no name ends in a dead end; and the search behind the kind picker.
import type { Kind } from '../taxonomy/index.ts';
import type { Lang, NameEntry, NameIndex } from './name-index.ts';
import { stem, wordsOf } from './words.ts';

/** Edit distance counting a swap of two neighbouring letters as one slip ("hemlet"), giving up (returning
 *  max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const curr = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1);
      curr.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    before = prev;
    prev = curr;
  }
  return prev[b.length]!;
}

/** Edits a word of this length may differ by and still be the same word: none up to 4 letters, one to 7, two beyond. */
export function allowedEdits(length: number): number {
  return length <= 4 ? 0 : length <= 7 ? 1 : 2;
}

function entriesOf(index: NameIndex): NameEntry[] {
  return [...new Set([...index.byStems.values()].flat())];
}

/**
 * A kind whose name the words spell with a few typing slips, all of them covered; null when none, or when
 * slips of the same size lead to different kinds (then it is a question, not an answer).
 */
export function nearKind(stems: readonly string[], index: NameIndex): { kind: Kind; name: string; lang: Lang } | null {
  const wanted = stems.filter((s) => s.length > 0);
  if (wanted.length === 0) return null;
  let best: { entry: NameEntry; edits: number }[] = [];
  let bestEdits = Number.POSITIVE_INFINITY;
  for (const entry of entriesOf(index)) {
    const nameStems = entry.words.map(stem);
    if (nameStems.length !== wanted.length) continue;
    let edits = 0;
    for (let i = 0; i < wanted.length && edits <= bestEdits; i++) {
      const allowed = allowedEdits(nameStems[i]!.length);
      const d = editDistance(wanted[i]!, nameStems[i]!, allowed);
      edits = d > allowed ? Number.POSITIVE_INFINITY : edits + d;
    }
    if (edits === 0 || !Number.isFinite(edits)) continue;
    if (edits < bestEdits) {
      bestEdits = edits;
      best = [{ entry, edits }];
    } else if (edits === bestEdits) best.push({ entry, edits });
  }
  const kinds = new Set(best.map((b) => b.entry.kind.id));
  if (kinds.size !== 1) return null;
  const { entry } = best[0]!;
  return { kind: entry.kind, name: entry.name, lang: entry.lang };
}

/** Words this short share a prefix or a slip with too many others to suggest anything by it. */
const MIN_LIKENESS_LENGTH = 4;
const MIN_SLIP_LENGTH = 6;

/** How much a typed word and a name's word have in common: 1 the same stem, less for a prefix or a slip. */
function wordLikeness(typed: string, word: string): number {
  if (typed === word) return 1;
  const shorter = Math.min(typed.length, word.length);
  if (shorter >= MIN_LIKENESS_LENGTH && (word.startsWith(typed) || typed.startsWith(word))) return 0.7;
  if (shorter < MIN_SLIP_LENGTH) return 0;
  const allowed = allowedEdits(Math.max(typed.length, word.length));
  return editDistance(typed, word, allowed) <= allowed ? 0.6 : 0;
}

/** The kinds closest to some words, best first (at most `limit`): shared words, prefixes and near spellings. */
export function closestKinds(words: readonly string[], index: NameIndex, limit = 6): Kind[] {
  const typed = [...new Set(words.map(stem))].filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  if (typed.length === 0) return [];
  const scores = new Map<string, { kind: Kind; score: number; label: boolean }>();
  for (const entry of entriesOf(index)) {
    const nameStems = entry.words.map(stem);
    let score = 0;
    for (const t of typed) score += Math.max(0, ...nameStems.map((w) => wordLikeness(t, w)));
    if (score === 0) continue;
    // A name mostly made of the typed words is closer than a long name that shares one of them.
    const fit = score / (nameStems.length + 0.5 * Math.max(0, typed.length - score));
    const known = scores.get(entry.kind.id);
    if (!known || fit > known.score) scores.set(entry.kind.id, { kind: entry.kind, score: fit, label: entry.label });
  }
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || Number(b.label) - Number(a.label) || a.kind.id.localeCompare(b.kind.id))
    .slice(0, limit)
    .map((s) => s.kind);
}

/**
 * Kinds for a search box as it is typed: every typed word must begin a word of one of the kind's names ("fry pa"
 * finds the frying pan), whole words ranking above prefixes and labels above other names.
 */
export function searchKinds(query: string, index: NameIndex, limit = 20): Kind[] {
  const typed = wordsOf(query);
  if (typed.length === 0) return [];
  const found = new Map<string, { kind: Kind; rank: number }>();
  for (const entry of entriesOf(index)) {
    let rank = 0;
    for (const t of typed) {
      const whole = entry.words.some((w) => w === t || stem(w) === stem(t));
      const prefix = entry.words.some((w) => w.startsWith(t));
      if (!whole && !prefix) {
        rank = -1;
        break;
      }
      rank += whole ? 2 : 1;
    }
    if (rank < 0) continue;
    rank += (entry.label ? 1 : 0) - entry.words.length * 0.1;
    const known = found.get(entry.kind.id);
    if (!known || rank > known.rank) found.set(entry.kind.id, { kind: entry.kind, rank });
  }
  return [...found.values()]
    .sort((a, b) => b.rank - a.rank || a.kind.id.localeCompare(b.kind.id))
    .slice(0, limit)
    .map((f) => f.kind);
}
