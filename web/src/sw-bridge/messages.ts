// Worker → page messages: one closed union from contracts, handled in one switch.
import type { PageToSwMessage, SwToPageMessage } from '@costlens/contracts';
import { loadMessageSchemas, loadOffline, loadReplayer } from '../lazy.ts';

/** Listens to the service worker; the replayer is loaded only when Background Sync asks for it. */
export function listenToServiceWorker(): void {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    // The schemas (and zod with them) load when a message arrives, so they stay out of the first load.
    void loadMessageSchemas().then(({ SwToPageMessage: schema }) => {
      const parsed = schema.safeParse(event.data);
      if (parsed.success) handle(parsed.data, event.ports[0]);
    });
  });
}

function handle(message: SwToPageMessage, port: MessagePort | undefined): void {
  switch (message.type) {
    case 'REPLAY_OUTBOX': {
      void loadReplayer()
        .then(({ replayNow }) => replayNow({ force: true }))
        .then(async (result) => {
          const { countOutbox } = await loadOffline();
          const answer: PageToSwMessage = {
            type: 'OUTBOX_REPLAYED',
            remaining: result?.remaining ?? (await countOutbox()),
          };
          port?.postMessage(answer);
        });
      break;
    }
    case 'CLOCK_OFFSET_SET':
      // Answered on a port to whoever asked (end-to-end tests); nothing to do here.
      break;
  }
}
