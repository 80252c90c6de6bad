import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { queryClient } from './lib/query-client.ts';
import { startReplayerWhenNeeded } from './offline/start-replayer.ts';
import { registerServiceWorker } from './sw-bridge/register.ts';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
startReplayerWhenNeeded();
