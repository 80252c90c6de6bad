import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { readyForFirstRender } from './app/routes.ts';
import { startReplayerWhenNeeded } from './offline/start-replayer.ts';
import { registerServiceWorker } from './sw-bridge/register.ts';

// The app loads after the page's first paint (boot.ts). When that paint is the route's own first view
// (written by the build or the server), the first render waits for the screen and what the view shows,
// so it replaces the view with the same; the screen's code starts loading here either way.
// The first render as a transition: React renders it in slices and gives the main thread back between
// them, so a tap or a scroll during start-up is answered at once.
const root = createRoot(document.getElementById('root')!);
const firstViewShown = document.querySelector('[data-first-view]') !== null;
void readyForFirstRender(location.pathname, firstViewShown).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

registerServiceWorker();
startReplayerWhenNeeded();
