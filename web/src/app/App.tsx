import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Nav } from './Nav.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { Toaster } from './Toaster.tsx';
import { usePageViews } from './use-page-views.ts';
import { InstallButton } from '../sw-bridge/InstallButton.tsx';
import { UpdatePrompt } from '../sw-bridge/UpdatePrompt.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { RouteFallback } from './RouteFallback.tsx';
import { withQueries } from '../lazy.ts';

// Route-level code splitting: each screen loads only its own code (and the query cache, when it reads
// through it).
const HomeScreen = lazy(() => import('../screens/home/HomeScreen.tsx'));
const FlightsScreen = withQueries(() => import('../screens/flights/FlightsScreen.tsx'));
const HistoryScreen = withQueries(() => import('../screens/history/HistoryScreen.tsx'));
const AnalysisScreen = withQueries(() => import('../screens/analysis/AnalysisScreen.tsx'));
const SharedScreen = withQueries(() => import('../screens/shared/SharedScreen.tsx'));
const PublicScreen = withQueries(() => import('../screens/public/PublicScreen.tsx'));
const LandedCostScreen = withQueries(() => import('../screens/landed-cost/LandedCostScreen.tsx'));
const WatchingScreen = withQueries(() => import('../screens/watching/WatchingScreen.tsx'));
const NotFoundScreen = lazy(() => import('../screens/not-found/NotFoundScreen.tsx'));

export function App() {
  usePageViews();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Nav />
      <OfflineNotice />
      <div id="main" className="app-main">
        <ErrorBoundary>
          <Suspense fallback={<RouteFallback />}>
            <Switch>
              <Route path="/">{() => <HomeScreen />}</Route>
              <Route path="/find-similar">{() => <HomeScreen startAt="url-search" />}</Route>
              <Route path="/flights" component={FlightsScreen} />
              <Route path="/history" component={HistoryScreen} />
              <Route path="/analysis/:id">{(p) => <AnalysisScreen id={p.id} />}</Route>
              <Route path="/shared/:shareToken">{(p) => <SharedScreen shareToken={p.shareToken} />}</Route>
              <Route path="/public" component={PublicScreen} />
              <Route path="/landed-cost" component={LandedCostScreen} />
              <Route path="/watching">{() => <WatchingScreen />}</Route>
              <Route path="/watching/:id">{(p) => <WatchingScreen id={p.id} />}</Route>
              <Route component={NotFoundScreen} />
            </Switch>
          </Suspense>
        </ErrorBoundary>
      </div>
      <UpdatePrompt />
      <div className="install-slot">
        <InstallButton />
      </div>
      <Toaster />
    </div>
  );
}
