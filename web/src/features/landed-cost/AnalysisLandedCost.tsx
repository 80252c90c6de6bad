/** The landed-cost card of an analysis (owner and visitor alike), started from the analysis's estimates. */
import { useMemo } from 'react';
import type { Analysis } from '@costlens/contracts';
import LandedCostCard from './LandedCostCard.tsx';
import { prefillFromAnalysis } from './prefill.ts';

export default function AnalysisLandedCost({ analysis }: { analysis: Analysis }) {
  const prefill = useMemo(() => prefillFromAnalysis(analysis), [analysis]);
  // A corrected analysis starts the card again from its new figures.
  return <LandedCostCard key={JSON.stringify(prefill)} prefill={prefill} variant="card" />;
}
