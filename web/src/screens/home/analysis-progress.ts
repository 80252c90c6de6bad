/** The analysis progress view's timed sequence: step index 1
 *  (identifying) is active at once, index 2 (calculating) after 2 s and index 3 (all done) after 5 s; the
 *  bar shows (active + 1) / 3. It does not follow the real request: the view never signals completion. */
import { useEffect, useState } from 'react';

export const PROGRESS_STEPS = [
  'Image uploaded successfully',
  'Identifying product and materials',
  'Calculating cost breakdown',
] as const;
/** When each later step becomes active, in ms after the view opens. */
export const STEP_TIMES_MS = [2000, 5000] as const;
const FIRST_ACTIVE_STEP = 1;

export type StepState = 'complete' | 'active' | 'pending';

/** The active step index `elapsedMs` after the view opened. */
export function activeStepAt(elapsedMs: number): number {
  return FIRST_ACTIVE_STEP + STEP_TIMES_MS.filter((t) => elapsedMs >= t).length;
}

/** The bar's percentage for an active step: (active + 1) / 3, capped at the bar's maximum of 100. */
export function progressPercent(active: number): number {
  return Math.min(100, Math.round(((active + 1) / PROGRESS_STEPS.length) * 100));
}

export function stepState(index: number, active: number): StepState {
  return index < active ? 'complete' : index === active ? 'active' : 'pending';
}

/** The active step, advanced by the two timers; timers are cleared when the view closes. */
export function useAnalysisProgress(): number {
  const [active, setActive] = useState(FIRST_ACTIVE_STEP);
  useEffect(() => {
    const timers = STEP_TIMES_MS.map((t) => setTimeout(() => setActive(activeStepAt(t)), t));
    return () => timers.forEach(clearTimeout);
  }, []);
  return active;
}
