// The page's replayer: runs the outbox replay on start, when the connection comes back, when the app
// becomes visible, when the service worker's Background Sync asks, and when a back-off timer is due.
// One replay at a time per page (later triggers join it and run once more after it); across tabs and
// the worker, the Web Lock of the replay engine decides.
import { OUTBOX_SYNC_TAG } from '@costlens/contracts';
import {
  analysisReadyNotice,
  noticeUrl,
  rejectionNotice,
  replayOutbox,
  searchPath,
  searchReadyNotice,
} from '@costlens/offline';
import type { OutboxKind, ReplayEnv, ReplayResult } from '@costlens/offline';
import { refreshEndpoints } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { toast } from '../lib/toasts.ts';

let running: Promise<ReplayResult | null> | null = null;
let rerun: { force: boolean } | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let started = false;

async function showNotification(title: string, body: string, url: string): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration) await registration.showNotification(title, { body, data: { url }, icon: '/icons/icon-192.png' });
  else new Notification(title, { body, icon: '/icons/icon-192.png' });
}

/** What a delivered outbox item can change on screen. */
const REFRESHING_KINDS: ReadonlySet<OutboxKind> = new Set(['comment', 'like', 'share', 'watch']);

const pageEnv: ReplayEnv = {
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  random: Math.random,
  locks: typeof navigator !== 'undefined' ? (navigator.locks ?? null) : null,
  effects: {
    async analysisReady(stored) {
      const notice = analysisReadyNotice(stored);
      toast(notice);
      // In the background the toast goes unseen: a notification, when the user allowed them.
      if (document.visibilityState === 'hidden')
        await showNotification(notice.title, notice.description, noticeUrl('analyze', stored.id));
      void refreshEndpoints(queryClient, ['listAnalyses', 'getAnalysis']);
    },
    async searchReady(search) {
      const notice = searchReadyNotice(search);
      toast(notice);
      if (document.visibilityState === 'hidden')
        await showNotification(notice.title, notice.description, searchPath(search));
    },
    rejected(item, message) {
      toast({ ...rejectionNotice(item.kind, message), variant: 'destructive' });
    },
    problem(message) {
      toast({ title: 'Not saved on this device', description: message, variant: 'destructive' });
    },
    delivered(item) {
      // Comments, likes, shares and watches change what the analysis and Watching screens show; analytics
      // change nothing on screen (refreshing for them asked the community list again after every batch of
      // page views), and an analysis is announced by analysisReady.
      if (!REFRESHING_KINDS.has(item.kind)) return;
      void refreshEndpoints(queryClient, [
        'listAnalyses',
        'getAnalysis',
        'listComments',
        'getLikes',
        'getShared',
        'listPublic',
        'listWatches',
      ]);
    },
  },
};

function armTimer(result: ReplayResult | null): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!result || result.nextDueAt === null) return;
  timer = setTimeout(() => void replayNow(), Math.max(0, result.nextDueAt - Date.now()));
}

/** Replays now (joining a replay already running in this page). `force` ignores back-off: the
 *  network just came back. Offline, nothing is tried (it would only count failed attempts). */
export function replayNow({ force = false } = {}): Promise<ReplayResult | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve(null);
  if (running) {
    rerun = { force: force || (rerun?.force ?? false) };
    return running;
  }
  running = replayOutbox(pageEnv, { force })
    .catch((err: unknown) => {
      console.error('outbox replay failed', err);
      return null;
    })
    .then((result) => {
      running = null;
      armTimer(result);
      if (rerun) {
        const again = rerun;
        rerun = null;
        return replayNow(again);
      }
      return result;
    });
  return running;
}

/** Asks the browser to wake the service worker when the connection is back (Background Sync, where
 *  the browser has it), so queued work is sent even if every tab is closed by then. */
export async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not supported or not allowed: the page's own triggers still replay.
  }
}

/** Replays now and on every later trigger; called once the page knows the outbox may hold work
 *  (offline/start-replayer.ts). */
export function startOutboxReplayer(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void replayNow({ force: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replayNow();
  });
  void replayNow({ force: true });
}
