import type { Analysis, Opportunity, SaturationLevel } from '@costlens/contracts';

export type Tone = 'green' | 'yellow' | 'red' | 'grey' | 'orange' | 'blue';

/** Confidence bands: 80+ High, 60–79 Medium, below 60 Low. Input is a percent. */
export function confidenceBand(percent: number): { label: 'High' | 'Medium' | 'Low'; tone: Tone } {
  if (percent >= 80) return { label: 'High', tone: 'green' };
  if (percent >= 60) return { label: 'Medium', tone: 'yellow' };
  return { label: 'Low', tone: 'red' };
}

/** Whether an estimate is sure enough to call done: a low confidence, or an identification that is only
 *  "probably" right, asks the user to check the product instead of saying 'Analysis Complete'. */
export function isUncertain(analysis: Pick<Analysis, 'confidence' | 'identification'>): boolean {
  return analysis.identification?.outcome === 'probable' || confidenceBand(analysis.confidence).label === 'Low';
}

/** Similarity bands: 80+ High Match, 60+ Good Match, else Fair Match. */
export function similarityBand(similarity: number): { label: 'High Match' | 'Good Match' | 'Fair Match'; tone: Tone } {
  if (similarity >= 80) return { label: 'High Match', tone: 'green' };
  if (similarity >= 60) return { label: 'Good Match', tone: 'yellow' };
  return { label: 'Fair Match', tone: 'red' };
}

export const SATURATION_BAR: Record<SaturationLevel, number> = { Low: 25, Medium: 50, High: 75, Oversaturated: 100 };
export const SUITABILITY_BAR: Record<Opportunity, number> = { Excellent: 95, Good: 75, Fair: 50, Poor: 25 };

/** High green, Medium yellow, Low red, anything else grey (reliability and quality levels). */
export function levelTone(level: string): Tone {
  if (level === 'High') return 'green';
  if (level === 'Medium') return 'yellow';
  if (level === 'Low') return 'red';
  return 'grey';
}

export const RECOMMENDED_ACTION: Record<Opportunity, string> = {
  Excellent: 'Excellent opportunity! Enter the market quickly to capitalize on low competition.',
  Good: 'Good market potential. Focus on differentiation and unique value propositions.',
  Fair: 'Proceed with caution. Strong differentiation and niche targeting required.',
  Poor: 'Consider alternative products or markets. High risk of low returns.',
};

/** The find view marks a supplier score of 3 or more as 'High Match'. */
export const SUPPLIER_HIGH_MATCH_SCORE = 3;
/** Recommended suppliers show the score as stars, capped at 5. */
export const MAX_SUPPLIER_STARS = 5;
export const supplierStars = (score: number) => Math.max(0, Math.min(MAX_SUPPLIER_STARS, Math.round(score)));
