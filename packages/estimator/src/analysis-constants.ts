// The judgement constants the analysis reads, gathered from the cost book's judgement module into one object,
// so the numeric core can take them as a parameter (the sensitivity test moves each one ±20 %).
import {
  DECLINING_TREND_PENALTY,
  GROWTH_POINTS_MODERATE_PCT,
  GROWTH_POINTS_STRONG_PCT,
  MAKE_MARGIN_REQUIRED,
  OPPORTUNITY_BANDS,
  SATURATION_POINTS,
  TOOLING_REFERENCE_RUN,
} from '@costlens/costbook';
import type { CostBookEntry } from '@costlens/costbook';

export type LevelValue = 'High' | 'Medium' | 'Low';
export type Saturation = CostBookEntry['market']['saturation'];

export interface AnalysisConstants {
  saturationPoints: Readonly<Record<Saturation, number>>;
  growthStrongPct: number;
  growthModeratePct: number;
  decliningPenalty: number;
  opportunityBands: Readonly<{ excellent: number; good: number; fair: number }>;
  makeMarginRequired: Readonly<Record<LevelValue, number>>;
  toolingReferenceRun: number;
}

export const ANALYSIS_CONSTANTS: AnalysisConstants = {
  saturationPoints: SATURATION_POINTS.value,
  growthStrongPct: GROWTH_POINTS_STRONG_PCT.value,
  growthModeratePct: GROWTH_POINTS_MODERATE_PCT.value,
  decliningPenalty: DECLINING_TREND_PENALTY.value,
  opportunityBands: OPPORTUNITY_BANDS.value,
  makeMarginRequired: MAKE_MARGIN_REQUIRED.value,
  toolingReferenceRun: TOOLING_REFERENCE_RUN.value,
};
