/**
 * The app's screens by route, each loaded with its own code (and the query cache, when it reads through
 * it). On a first visit the page's HTML already shows the route's first view (its heading, or the
 * server's community list or shared analysis); the app's first render then waits, for a bounded time,
 * until the screen's code and what that view shows are ready, so it replaces the view with the same
 * instead of a loading state.
 */
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { loadAnswerChecker, queried } from '../lazy.ts';
import type { ScreenModule } from '../lazy.ts';
import { preloadable } from './preloadable.ts';
import type { PreloadableScreen } from './preloadable.ts';

type Params = Record<string, string | undefined>;

export interface ScreenRoute {
  path: string;
  render(params: Params): ReactNode;
  /** The screen's code, then what its first render needs. */
  prepare(params: Params): Promise<unknown>;
  /** The screen asks the API for nothing until the person acts (a photo, a search). */
  quietStart?: true;
}

function route<P extends object>(
  path: string,
  screen: PreloadableScreen<P>,
  props: (params: Params) => P,
  options: { quietStart?: true } = {},
): ScreenRoute {
  return {
    path,
    render: (params) => createElement(screen, props(params)),
    prepare: (params) => screen.load().then((module: ScreenModule<P>) => module.prepare?.(props(params))),
    ...options,
  };
}

const none = () => ({});
const HomeScreen = preloadable(() => import('../screens/home/HomeScreen.tsx'));
const FlightsScreen = preloadable(queried(() => import('../screens/flights/FlightsScreen.tsx')));
const HistoryScreen = preloadable(queried(() => import('../screens/history/HistoryScreen.tsx')));
const AnalysisScreen = preloadable(queried(() => import('../screens/analysis/AnalysisScreen.tsx')));
const SharedScreen = preloadable(queried(() => import('../screens/shared/SharedScreen.tsx')));
const PublicScreen = preloadable(queried(() => import('../screens/public/PublicScreen.tsx')));
const LandedCostScreen = preloadable(queried(() => import('../screens/landed-cost/LandedCostScreen.tsx')));
const SearchScreen = preloadable(queried(() => import('../screens/search/SearchScreen.tsx')));
const WatchingScreen = preloadable(queried(() => import('../screens/watching/WatchingScreen.tsx')));
export const NotFoundScreen = preloadable(() => import('../screens/not-found/NotFoundScreen.tsx'));

export const ROUTES: readonly ScreenRoute[] = [
  route('/', HomeScreen, none, { quietStart: true }),
  route('/find-similar', HomeScreen, () => ({ startAt: 'url-search' as const }), { quietStart: true }),
  route('/flights', FlightsScreen, none, { quietStart: true }),
  route('/history', HistoryScreen, none),
  route('/analysis/:id', AnalysisScreen, (p) => ({ id: p.id ?? '' })),
  route('/shared/:shareToken', SharedScreen, (p) => ({ shareToken: p.shareToken ?? '' })),
  route('/public', PublicScreen, none),
  route('/landed-cost', LandedCostScreen, none),
  route('/prices', SearchScreen, () => ({ kind: 'price' as const })),
  route('/suppliers', SearchScreen, () => ({ kind: 'suppliers' as const })),
  route('/watching', WatchingScreen, none),
  route('/watching/:id', WatchingScreen, (p) => ({ id: p.id })),
];

/** The parameters of `pathname` under `pattern` (literal segments and `:name` segments), or null. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment.startsWith(':')) {
      if (!got[i]) return null;
      params[segment.slice(1)] = decodeURIComponent(got[i]!);
    } else if (segment !== got[i]) return null;
  }
  return params;
}

/** How long the first render waits for a first view's screen and data before it goes ahead anyway. */
export const FIRST_VIEW_WAIT_MS = 3_000;

/** Resolves when the app may render its first frame at `pathname`: at once when the page shows no first
 *  view; otherwise once the route's screen and what its first view shows are ready, or after
 *  FIRST_VIEW_WAIT_MS. The route's code, and what it shows first, start loading here in any case (the
 *  screen's own reads then find them under way). Never rejects. */
export function readyForFirstRender(pathname: string, firstViewShown: boolean): Promise<void> {
  for (const r of ROUTES) {
    const params = matchPath(r.path, pathname);
    if (!params) continue;
    // Every answer is checked in a worker before a screen shows it: on a route that reads at start, the
    // worker's code (its bridge, then its own script) starts loading with the screen's, not once the
    // screen's first request has been sent (measured: its script asked for ~220 ms sooner on /landed-cost).
    if (!r.quietStart) void loadAnswerChecker().then((checker) => checker.startAnswerChecker());
    const preparing = r.prepare(params).then(
      () => undefined,
      () => undefined, // the screen shows its own error once it renders
    );
    if (!firstViewShown) return Promise.resolve();
    return Promise.race([preparing, new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS))]);
  }
  return Promise.resolve();
}
