/**
 * Bars for asking and naming wherever the threshold search could put them. A rule about what kind of evidence
 * may name a product (a brand alone, a look-alike box, a package's look) must hold under each of them, not only
 * under the bars committed today.
 */
import { CALIBRATION } from '../calibration.ts';
import type { Calibration } from '../calibration.ts';

export const ANY_BARS: readonly Calibration[] = [
  CALIBRATION,
  ...[0.4, 0.55, 0.7].flatMap((namedMinScore) =>
    [0.15, 0.35].map((probableMinScore) => ({ ...CALIBRATION, namedMinScore, probableMinScore, namedMinMargin: 0.05 })),
  ),
];

/** A low bar for asking, so that what a rule offers when it asks can be seen. */
export const LOW_ASKING_BAR: Calibration = { ...CALIBRATION, probableMinScore: 0.15, candidateMinScore: 0.08 };
