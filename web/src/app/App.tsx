import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Nav } from './Nav.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { Toaster } from './Toaster.tsx';
import { usePageViews } from './use-page-views.ts';
import { InstallButton } from '../sw-bridge/InstallButton.tsx';
import { UpdatePrompt } from '../sw-bridge/UpdatePrompt.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { RouteFallback } from './RouteFallback.tsx';
import { NotFoundScreen, ROUTES } from './routes.ts';

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
              {ROUTES.map((r) => (
                <Route key={r.path} path={r.path}>
                  {(params) => r.render(params)}
                </Route>
              ))}
              <Route component={NotFoundScreen} />
            </Switch>
          </Suspense>
        </ErrorBoundary>
        <InstallButton />
      </div>
      <UpdatePrompt />
      <Toaster />
    </div>
  );
}
