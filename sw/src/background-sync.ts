// Background Sync: the browser wakes the worker when the connection is back. An open page is asked
// to replay (it can show toasts and refresh its screens) and answers how much is left; with no page
// open, or one that does not answer, the worker replays itself. Both hold the same Web Lock
// ('costlens-outbox'), so nothing is sent twice.
import { OUTBOX_SYNC_TAG, PageToSwMessage } from '@costlens/contracts';
import type { SwToPageMessage } from '@costlens/contracts';
import {
  analysisReadyNotice,
  noticeUrl,
  rejectionNotice,
  replayOutbox,
  searchPath,
  searchReadyNotice,
} from '@costlens/offline';
import type { ReplayEffects } from '@costlens/offline';
import { notify } from './notifications.ts';

declare const self: ServiceWorkerGlobalScope;

/** A busy page gets this long to answer before the worker replays itself. */
export const PAGE_ANSWER_TIMEOUT_MS = 60_000;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const workerEffects: ReplayEffects = {
  analysisReady: (stored) => {
    const { title, description } = analysisReadyNotice(stored);
    return notify(title, description, { url: noticeUrl('analyze', stored.id) }, `analysis-${stored.id}`);
  },
  searchReady: (search) => {
    const { title, description } = searchReadyNotice(search);
    return notify(title, description, { url: searchPath(search) }, `search-${search.id}`);
  },
  rejected: (item, message) => {
    const { title, description } = rejectionNotice(item.kind, message);
    return notify(title, description, { url: noticeUrl(item.kind) });
  },
  problem: (message) => notify('CostLens', message, { url: '/history' }),
};

/** Replays in the worker itself; answers how many items still wait. */
export async function replayInWorker(): Promise<number> {
  const result = await replayOutbox({
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
    random: Math.random,
    effects: workerEffects,
    locks: self.navigator.locks,
  });
  return result.remaining;
}

async function askPage(client: Client): Promise<number | null> {
  const channel = new MessageChannel();
  const answer = new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), PAGE_ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      const parsed = PageToSwMessage.safeParse(event.data);
      resolve(parsed.success && parsed.data.type === 'OUTBOX_REPLAYED' ? parsed.data.remaining : null);
    };
  });
  const request: SwToPageMessage = { type: 'REPLAY_OUTBOX', reason: 'background-sync' };
  client.postMessage(request, [channel.port2]);
  return answer;
}

async function onSync(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const page = windows.find((c) => c.focused) ?? windows.find((c) => c.visibilityState === 'visible') ?? windows[0];
  const remaining = (page ? await askPage(page) : null) ?? (await replayInWorker());
  // A rejected sync is retried by the browser later, with its own back-off.
  if (remaining > 0) throw new Error(`${remaining} outbox item(s) still waiting`);
}

export function registerBackgroundSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(onSync());
  });
}
