/**
 * Which detected object the photo is about. A product photo puts its subject large and central, so a
 * box's salience is its score weighted by its size and its closeness to the centre; tiny boxes (a kite
 * in the sky, a mouse beside a monitor) and surfaces the subject stands on count for little.
 */
import type { Detection } from './detect.ts';

/** Below this score CenterNet's boxes on the fixture photos were mostly wrong classes. */
export const MIN_BOX_SCORE = 0.2;
/** Boxes under 2 % of the frame are background details, never the subject of a product photo. */
export const MIN_BOX_AREA = 0.02;
/** Overlap above which two boxes of one class are the same object seen twice by the model. */
const SAME_OBJECT_IOU = 0.5;
/** Tables, benches and beds are what products stand on; they are the subject only when alone. */
const SURFACE_CLASSES: ReadonlySet<string> = new Set(['dining table', 'bench', 'bed']);
const SURFACE_WEIGHT = 0.5;

export interface SalientBox extends Detection {
  /** 0–1: score × √area × centredness (× 0.5 for surfaces). */
  salience: number;
  /** Share of the frame the box covers, 0–1. */
  area: number;
  /** How many boxes of this class the model put on the same object (duplicates merged into this one). */
  support: number;
}

/** Salience of one box; see the module header for why each factor is there. */
export function salienceOf(d: Detection): number {
  const area = d.box.w * d.box.h;
  const cx = d.box.x + d.box.w / 2 - 0.5;
  const cy = d.box.y + d.box.h / 2 - 0.5;
  const offCentre = Math.min(1, Math.hypot(cx, cy) / Math.SQRT1_2); // 0 at the centre, 1 in a corner
  const centredness = 1 - 0.5 * offCentre;
  const surface = SURFACE_CLASSES.has(d.label) ? SURFACE_WEIGHT : 1;
  return d.score * Math.sqrt(area) * centredness * surface;
}

/** Intersection over union of two boxes. */
export function iou(a: Detection['box'], b: Detection['box']): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = ix * iy;
  const union = a.w * a.h + b.w * b.h - inter;
  return union > 0 ? inter / union : 0;
}

/**
 * Candidate boxes, most salient first: weak and tiny boxes dropped, same-class duplicates merged
 * into their best box. `accept` narrows the classes considered (e.g. only products).
 */
export function rankBoxes(
  detections: readonly Detection[],
  accept: (label: string) => boolean = () => true,
): SalientBox[] {
  const kept: SalientBox[] = [];
  const byScore = [...detections].sort((a, b) => b.score - a.score);
  for (const d of byScore) {
    const area = d.box.w * d.box.h;
    if (d.score < MIN_BOX_SCORE || area < MIN_BOX_AREA || !accept(d.label)) continue;
    const same = kept.find((k) => k.label === d.label && iou(k.box, d.box) >= SAME_OBJECT_IOU);
    if (same) {
      same.support += 1;
      continue;
    }
    kept.push({ ...d, area, salience: salienceOf(d), support: 1 });
  }
  return kept.sort((a, b) => b.salience - a.salience || b.score - a.score || a.label.localeCompare(b.label));
}

/** The most salient box among the accepted classes, or null when none qualifies. */
export function pickBox(detections: readonly Detection[], accept?: (label: string) => boolean): SalientBox | null {
  return rankBoxes(detections, accept)[0] ?? null;
}
