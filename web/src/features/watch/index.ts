// Price watches: the "Watch price" action for results, price comparison and Find Similar, and the
// Watching screen's blocks (the list, one watch with its chart, alerts, notifications). The chart
// (chart.js) loads through web/src/lazy.ts.
export { WatchPriceButton, DEFAULT_WATCH_RULES } from './WatchPriceButton.tsx';
export type { WatchPriceButtonProps } from './WatchPriceButton.tsx';
export { WatchList } from './WatchList.tsx';
export { WatchDetail } from './WatchDetail.tsx';
export { AlertsList } from './AlertsList.tsx';
export { PushToggle } from './PushToggle.tsx';
export { useWatches, useWatchAlerts, useRefreshWatches } from './watch-queries.ts';
