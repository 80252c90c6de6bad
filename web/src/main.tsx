import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startReplayerWhenNeeded } from './offline/start-replayer.ts';
import { registerServiceWorker } from './sw-bridge/register.ts';

// The app loads after the page's first paint (boot.ts). The first render as a transition: React renders it in slices and gives the main thread back between
// them, so a tap or a scroll during start-up is answered at once (the page already shows its first
// view from the HTML, so nothing waits for it to paint).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

registerServiceWorker();
startReplayerWhenNeeded();
