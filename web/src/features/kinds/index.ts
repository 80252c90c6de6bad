// The taxonomy's kinds on the device: what a typed name will be estimated as, the closest kinds to pick from,
// and searching the kinds (the landed-cost picker). The taxonomy itself loads lazily (lazy.ts, loadKinds).
export { KindHint, KIND_HINT_TEXTS } from './KindHint.tsx';
export { useKindReading } from './use-kind-reading.ts';
export { KindSearch, KIND_SEARCH_TEXTS } from './KindSearch.tsx';
export { kindView, readKindView } from './kind-words.ts';
export type { KindReadingView, KindView, KindsModule } from './kind-words.ts';
