// PLACEHOLDER owned by the Capture to analysis work (results screen): every panel of the full analysis.
import type { Analysis } from '@costlens/contracts';
export interface AnalysisResultsProps {
  analysis: Analysis & { id: string };
  /** 'result' after an analysis on the home screen; 'shared' on /shared/{token} (no new-analysis/share/save buttons). */
  mode: 'result' | 'shared';
  onNewAnalysis?: () => void;
  /** The captured photo (data URL), saved as the history thumbnail. */
  image?: string | null;
}
export default function AnalysisResults({ analysis }: AnalysisResultsProps) {
  return <section><h2>{analysis.productName}</h2></section>;
}
