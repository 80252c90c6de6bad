// Page → worker messages: one closed union from contracts, handled in one switch.
import { PageToSwMessage } from '@costlens/contracts';
import type { SwToPageMessage } from '@costlens/contracts';
import { setClockOffset } from './clock.ts';

declare const self: ServiceWorkerGlobalScope;

export function registerMessageHandler(): void {
  self.addEventListener('message', (event) => {
    const parsed = PageToSwMessage.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'SKIP_WAITING':
        // Updates are offered, never forced: the page sends this only after the user accepted.
        void self.skipWaiting();
        break;
      case 'SET_CLOCK_OFFSET': {
        const answer: SwToPageMessage = {
          type: 'CLOCK_OFFSET_SET',
          offsetMs: message.offsetMs,
          applied: setClockOffset(message.offsetMs),
        };
        event.ports[0]?.postMessage(answer);
        break;
      }
      case 'OUTBOX_REPLAYED':
        // Only ever sent on the port of a REPLAY_OUTBOX request (background-sync.ts).
        break;
    }
  });
}
