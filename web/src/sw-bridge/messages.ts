// Worker → page messages: one closed union from contracts, handled in one switch.
import { SwToPageMessage, type PageToSwMessage } from '@costlens/contracts';

/** Listens to the service worker; the replayer is loaded only when Background Sync asks for it. */
export function listenToServiceWorker(): void {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const parsed = SwToPageMessage.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'REPLAY_OUTBOX': {
        const port = event.ports[0];
        void import('../sync/replayer.ts')
          .then(({ replayNow }) => replayNow({ force: true }))
          .then(async (result) => {
            const { countOutbox } = await import('../db/outbox.ts');
            const answer: PageToSwMessage = { type: 'OUTBOX_REPLAYED', remaining: result?.remaining ?? await countOutbox() };
            port?.postMessage(answer);
          });
        break;
      }
      case 'CLOCK_OFFSET_SET':
        // Answered on a port to whoever asked (end-to-end tests); nothing to do here.
        break;
    }
  });
}
