// Price comparison across retailers, with the Amazon tab: its step loads through web/src/lazy.ts.
export type { PriceResultsProps } from './PriceResultsStep.tsx';
