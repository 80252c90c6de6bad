// Every code-split boundary of the app besides its routes (app/routes.ts) and the home screen's steps:
// what loads later, and why it waits. Nothing else calls import(), so the first load stays small by
// construction and a reader sees in one place what each screen pulls in later.
import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';

/** What a lazily loaded screen module gives: the screen, and what it needs before its first render when
 *  the page already shows its first view (app/routes.ts). */
export interface ScreenModule<P> {
  default: ComponentType<P>;
  prepare?(props: P): Promise<unknown>;
}

/** The query cache (TanStack Query) loads with the first screen or step that reads through it, in
 *  parallel with that screen's code: home's capture step reads nothing, so a first visit there does not
 *  load it. Each such boundary is wrapped here, so what it renders always has the cache. */
const loadQueryScope = () => import('./lib/QueryScope.tsx');
export function queried<P extends object>(load: () => Promise<ScreenModule<P>>): () => Promise<ScreenModule<P>> {
  return async () => {
    const [screen, { QueryScope }] = await Promise.all([load(), loadQueryScope()]);
    const Inner = screen.default;
    const Scoped = (props: P) => createElement(QueryScope, null, createElement(Inner, props));
    Scoped.displayName = `WithQueries(${Inner.displayName ?? Inner.name})`;
    return { default: Scoped, prepare: screen.prepare };
  };
}
export const withQueries = <P extends object>(load: () => Promise<ScreenModule<P>>) => lazy(queried(load));

/** The device store and the replay engine (IndexedDB code), when something is kept, queued or shown
 *  from the device. */
export const loadOffline = () => {
  const loading = import('@costlens/offline');
  void loading.then(() => markOfflineLoaded());
  return loading;
};
let markOfflineLoaded = () => {};
/** Resolves once anything has loaded the device store: a view that skipped it at start-up because the
 *  device kept nothing for it starts then (something may be about to be kept). */
export const offlineLoaded = new Promise<void>((resolve) => (markOfflineLoaded = resolve));

/** The page's outbox replayer (toasts and screen refresh around the engine): at start-up, after the
 *  first paint. */
export const loadReplayer = () => import('./offline/replayer.ts');

/** Analytics ride the outbox: loaded with the first event. */
export const loadEventQueue = () => import('./offline/events.ts');

/** Answers are checked against the endpoint schemas (and zod with them) in a worker, started with the
 *  first answer to check; on the main thread only when the worker cannot run. */
export const loadAnswerChecker = () => import('./workers/answer-check-bridge.ts');
export const loadAnswerCheckHere = () => import('./lib/check-answer.ts');

/** The page ↔ service-worker message schemas: when the first message arrives. */
export const loadMessageSchemas = () => import('@costlens/contracts');

/** On-device identification of waiting drafts (the worker and its models load only then). */
export const loadDraftIdentifier = () => import('./features/identify/identify-drafts.ts');
export const loadIdentifyWorker = () => import('./workers/identify-bridge.ts');

/** The taxonomy's kinds and the name matcher (read on the device, offline too): when a product name is first
 *  typed or a kind is searched. */
export const loadKinds = () => import('@costlens/costbook/kinds');

/** The photo compression worker's bridge: when the first photo is taken or chosen, not on the first paint. */
export const loadCompressWorker = () => import('./workers/compress-bridge.ts');

/** Keeps the estimator's models in the service worker's cache after an online analysis. */
export const loadModelWarmer = () => import('./features/identify/warm-models.ts');

/** The landed-cost calculator (the domain's import and fee model, its tables and export): on the results
 *  page after the figures, and on /landed-cost. */
export const loadLandedCostCard = () => import('./features/landed-cost/LandedCostCard.tsx');
export const LandedCostCard = withQueries(loadLandedCostCard);
export const AnalysisLandedCost = withQueries(() => import('./features/landed-cost/AnalysisLandedCost.tsx'));

/** chart.js is the largest library of the results screen; the chart loads after the figures. */
export const CostDoughnut = lazy(() => import('./features/analysis/CostDoughnut.tsx'));

/** A watch's price history chart (chart.js): on the Watching screen, after the prices as text. */
export const PriceHistoryChart = lazy(() => import('./features/watch/PriceHistoryChart.tsx'));

// The home screen's later steps load when the user reaches them, so the capture step (what a relaunch
// shows) carries the least code; the service worker precaches them all, so they load offline too.
export const CorrectionPanel = lazy(() => import('./features/analysis/CorrectionPanel.tsx'));
export const PriceResultsStep = withQueries(() => import('./features/price-compare/PriceResultsStep.tsx'));
export const SupplierResultsStep = withQueries(() => import('./features/suppliers/SupplierResultsStep.tsx'));
export const UrlSearchStep = withQueries(() => import('./features/url-search/UrlSearchStep.tsx'));
