// The full analysis: header, chart, bill of materials, methodology, make vs buy, pricing, the tabs and
// the correction form.
export { default as AnalysisResults } from './AnalysisResults.tsx';
export type { AnalysisResultsProps } from './AnalysisResults.tsx';
export { default as CorrectionPanel, CORRECTION_TEXTS } from './CorrectionPanel.tsx';
export type { CorrectionPanelProps, ProductCorrection } from './CorrectionPanel.tsx';
