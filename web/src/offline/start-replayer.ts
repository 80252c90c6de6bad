// When the outbox replayer loads. It carries the device store and the answer schemas (~200 KB of script),
// which a phone would evaluate during its first seconds on every visit; with nothing queued there is
// nothing to replay. So it starts at once only when the outbox may hold work, and otherwise on the first
// moment that can need it: the connection coming back, the app becoming visible again, or something
// being queued (those paths load the replayer themselves).
import { outboxMayHoldWork } from '@costlens/offline/store-probe';
import { loadReplayer } from '../lazy.ts';

function start(): void {
  void loadReplayer().then(({ startOutboxReplayer }) => startOutboxReplayer());
}

export function startReplayerWhenNeeded(): void {
  void outboxMayHoldWork().then((mayHoldWork) => {
    if (mayHoldWork) return start();
    const onVisible = () => {
      if (document.visibilityState === 'visible') later();
    };
    const later = () => {
      window.removeEventListener('online', later);
      document.removeEventListener('visibilitychange', onVisible);
      start();
    };
    window.addEventListener('online', later);
    document.addEventListener('visibilitychange', onVisible);
  });
}
