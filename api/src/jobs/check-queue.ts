/** A watch check waiting in its queue: one per watch at a time (the key is the watch). */
export interface CheckJob {
  watchId: string;
  /** The watch's due time when it was queued: the check claims the watch only while it is still due then. */
  due: number;
}

export const CHECK_QUEUE = 'watch-check';
