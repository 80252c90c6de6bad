/** What the analysis waiting view lists, from what is really happening: the photo is made smaller on this
 *  device, then one request names the product and prices its parts on the server. Nothing here is timed,
 *  so the view never says a step is done before it is; the elapsed seconds show it is still working. */
import { useEffect, useState } from 'react';

/** Where a full analysis is: the photo being prepared on the device, or sent and being estimated. */
export type AnalysisPhase = 'preparing' | 'estimating';

export type StepState = 'complete' | 'active' | 'pending';

export interface ProgressStep {
  label: string;
  state: StepState;
}

/** The steps for a phase; with a name the user typed, the product is not identified from the photo. */
export function progressSteps(phase: AnalysisPhase, typedName: string | null): ProgressStep[] {
  const prepared = phase === 'estimating';
  return [
    { label: prepared ? 'Photo prepared and sent' : 'Preparing your photo', state: prepared ? 'complete' : 'active' },
    {
      label: typedName
        ? `Calculating cost breakdown for “${typedName}”`
        : 'Identifying product and materials, then calculating cost breakdown',
      state: prepared ? 'active' : 'pending',
    },
  ];
}

/** The lead line under the title: what the wait is for. */
export function progressLead(typedName: string | null): string {
  return typedName
    ? `Estimating from the name you typed, “${typedName}”, and its usual materials.`
    : 'Naming the product in your photo and pricing what it is made of.';
}

/** Whole seconds since the view opened, ticking once a second; the timer stops when the view closes. */
export function useElapsedSeconds(): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}
