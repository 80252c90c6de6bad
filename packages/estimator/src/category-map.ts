/**
 * COCO class → cost-book entry. The cost book says which entries a class maps to (`cocoClasses`) and
 * which is the default when several share it; the scene can overrule the default where the other
 * objects in the photo tell the entries apart.
 */
import { entriesForCocoClass } from '@costlens/costbook';
import type { CostBookEntry } from '@costlens/costbook';

interface SceneRule {
  cocoClass: string;
  /** Any of these classes elsewhere in the photo... */
  withAny: readonly string[];
  /** ...makes the class this entry instead of its default. */
  entryId: string;
  why: string;
}

/** A screen beside a keyboard or mouse is a computer monitor, not a television. */
export const SCENE_RULES: readonly SceneRule[] = [
  {
    cocoClass: 'tv',
    withAny: ['keyboard', 'mouse', 'laptop'],
    entryId: 'computer-monitor',
    why: 'a keyboard or mouse is in the photo',
  },
];

export interface CategoryChoice {
  entry: CostBookEntry;
  /** Every entry the class maps to; more than one means the class alone does not settle the category. */
  candidates: CostBookEntry[];
  /** Set when a scene rule overruled the cost book's default. */
  sceneReason: string | null;
}

/** True when the cost book prices this COCO class. */
export function isProductClass(label: string): boolean {
  return entriesForCocoClass(label).length > 0;
}

/** The entry for a detected class given the other classes seen, or null when the cost book has none. */
export function categoryForClass(label: string, sceneLabels: readonly string[] = []): CategoryChoice | null {
  const candidates = entriesForCocoClass(label);
  const first = candidates[0];
  if (!first) return null;
  for (const rule of SCENE_RULES) {
    if (rule.cocoClass !== label || !rule.withAny.some((c) => sceneLabels.includes(c))) continue;
    const entry = candidates.find((e) => e.id === rule.entryId);
    if (entry) return { entry, candidates, sceneReason: rule.why };
  }
  return { entry: first, candidates, sceneReason: null };
}

/** A cost-book label without its parenthesis, for running text: 'Snack bag (chips, nuts)' → 'snack bag'. */
export function shortLabel(entry: CostBookEntry): string {
  return entry.label.replace(/\s*\(.*\)\s*$/, '').toLowerCase();
}
