// Kept free of zod so the web bundle can read the form limits without loading the schemas.
/** Length limits the original left unspecified; chosen so a real title or comment always fits. */
export const LIMITS = {
  shareTitle: 140,
  shareDescription: 1000,
  authorName: 80,
  authorEmail: 254,
  commentContent: 2000,
  fingerprint: 128,
} as const;

/** The most analytics events one POST /api/events takes (the outbox and the page batch by it). */
export const EVENTS_PER_REQUEST = 100;

/** The long edge of a shared analysis' thumbnail, in pixels: what the server makes (enough for a card on
 *  a high-density phone screen) and the size the shared page shows it at, in its HTML and in the app. */
export const SHARE_THUMBNAIL_EDGE_PX = 320;

/** The most earlier Idempotency-Keys a named capture's upload carries (`supersedes`): a capture is named a
 *  few times at most, so the device keeps its latest keys up to this and the server refuses more. */
export const MAX_SUPERSEDED_KEYS = 8;
