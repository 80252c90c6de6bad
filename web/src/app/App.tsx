import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Nav } from './Nav.tsx';
import { Toaster } from './Toaster.tsx';
import { usePageViews } from './use-page-views.ts';
import { InstallButton } from '../sw-bridge/InstallButton.tsx';
import { UpdatePrompt } from '../sw-bridge/UpdatePrompt.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

// Route-level code splitting: each screen loads only its own code.
const HomeScreen = lazy(() => import('../features/home/HomeScreen.tsx'));
const FlightsScreen = lazy(() => import('../features/flights/FlightsScreen.tsx'));
const HistoryScreen = lazy(() => import('../features/history/HistoryScreen.tsx'));
const AnalysisDetailScreen = lazy(() => import('../features/analysis-detail/AnalysisDetailScreen.tsx'));
const SharedScreen = lazy(() => import('../features/shared/SharedScreen.tsx'));
const PublicScreen = lazy(() => import('../features/public/PublicScreen.tsx'));
const NotFound = lazy(() => import('./NotFound.tsx'));

export function App() {
  usePageViews();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Nav />
      <div id="main" className="app-main">
        <ErrorBoundary>
          <Suspense
            fallback={
              <div className="page">
                <div className="spinner" role="status" aria-label="Loading" />
              </div>
            }
          >
            <Switch>
              <Route path="/">{() => <HomeScreen />}</Route>
              <Route path="/find-similar">{() => <HomeScreen startAt="url-search" />}</Route>
              <Route path="/flights" component={FlightsScreen} />
              <Route path="/history" component={HistoryScreen} />
              <Route path="/analysis/:id">{(p) => <AnalysisDetailScreen id={p.id} />}</Route>
              <Route path="/shared/:shareToken">{(p) => <SharedScreen shareToken={p.shareToken} />}</Route>
              <Route path="/public" component={PublicScreen} />
              <Route component={NotFound} />
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
