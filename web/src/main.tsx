import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadReplayer } from './lazy.ts';
import { createQueryClient } from './lib/api-client.ts';
import { registerServiceWorker } from './sw-bridge/register.ts';
import './styles.css';

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
// The outbox replayer (and IndexedDB with it) loads after the first paint, off the shell's critical path.
void loadReplayer().then(({ startOutboxReplayer }) => startOutboxReplayer(queryClient));
