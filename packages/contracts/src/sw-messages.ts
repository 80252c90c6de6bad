import { z } from './zod.ts';

/** The Background Sync tag and the Web Lock name shared by every tab and the service worker:
 *  whoever holds the lock is the only one replaying the outbox. */
export const OUTBOX_SYNC_TAG = 'costlens-outbox';
export const OUTBOX_LOCK_NAME = 'costlens-outbox';

/** Messages a page posts to the service worker (one closed union, handled in one switch). */
export const PageToSwMessage = z.discriminatedUnion('type', [
  /** Activate the waiting worker: sent only after the user accepted the update prompt. */
  z.object({ type: z.literal('SKIP_WAITING') }),
  /** Moves the worker's clock for the two-hour POST cache. Honoured only by test builds
   *  (VITE_TEST_HOOKS=1); a production worker ignores it. */
  z.object({ type: z.literal('SET_CLOCK_OFFSET'), offsetMs: z.number().finite() }),
  /** A page's answer (on the MessagePort of REPLAY_OUTBOX): how many items still wait, so the worker
   *  can ask the browser to fire the sync again later. */
  z.object({ type: z.literal('OUTBOX_REPLAYED'), remaining: z.number().int().nonnegative() }),
]);
export type PageToSwMessage = z.infer<typeof PageToSwMessage>;

/** Messages the service worker posts to pages (or answers on a MessagePort). */
export const SwToPageMessage = z.discriminatedUnion('type', [
  /** Background Sync fired: a page replays the outbox (it can tell the user) and answers on the port. */
  z.object({ type: z.literal('REPLAY_OUTBOX'), reason: z.literal('background-sync') }),
  /** Answer to SET_CLOCK_OFFSET: `applied` is false in production builds. */
  z.object({ type: z.literal('CLOCK_OFFSET_SET'), offsetMs: z.number(), applied: z.boolean() }),
]);
export type SwToPageMessage = z.infer<typeof SwToPageMessage>;
