// Price watches: a product page re-read on a schedule (no key needed), or the cheapest offer at Canadian
// retailers (with a shopping key); every price seen, the rules that alert on it, and Web Push.
import { z } from './zod.ts';

/** The four kinds of rule a watch may have, at most one of each. */
export const RULE_KINDS = ['target', 'drop', 'change', 'low30'] as const;
export const RuleKind = z.enum(RULE_KINDS);
export type RuleKind = z.infer<typeof RuleKind>;

/** What a watch alerts on. A watch without any rule still keeps its price history. */
export const WatchRules = z.object({
  /** Alert when the price is at or below this amount (in the watch's currency). */
  targetPrice: z.number().finite().positive().max(1_000_000_000).nullable().default(null),
  /** Alert when the price falls this many percent below the highest price since the last alert. */
  dropPercent: z.number().finite().min(1).max(90).nullable().default(null),
  /** Alert on any change, up or down. */
  anyChange: z.boolean().default(false),
  /** Alert when the price is the lowest seen in the last 30 days. */
  lowest30Days: z.boolean().default(false),
});
export type WatchRules = z.infer<typeof WatchRules>;
export type WatchRulesInput = z.input<typeof WatchRules>;

/**
 * Where a rule stands: `armed` when its next match alerts; `reference` is the price it measures from
 * (target: the alerted price; drop: the highest price since the last alert; change: the last alerted
 * price; low30: the alerted low); `currency` is the currency it compares in.
 */
export const RuleState = z.object({
  armed: z.boolean(),
  reference: z.number().finite().nullable(),
  currency: z.string().nullable(),
});
export type RuleState = z.infer<typeof RuleState>;
export const RuleStates = z.partialRecord(RuleKind, RuleState);
export type RuleStates = z.infer<typeof RuleStates>;

/** Where a watch's prices come from: its product page, or the cheapest offer a shopping search finds. */
export const WatchSource = z.enum(['page', 'offers']);
export type WatchSource = z.infer<typeof WatchSource>;

/**
 * How the last checks went: `pending` before the first, `ok`, `no_price` when the page (or the search)
 * stopped giving a price, `failing` when the page could not be fetched or read (checks back off),
 * `budget` when the day's paid searches are spent (the next check waits for the new day), and `paused`
 * while the device has not opened its watches for long (checks start again when it does; the message
 * says so until the next check).
 */
export const WatchStatus = z.enum(['pending', 'ok', 'no_price', 'failing', 'budget', 'paused']);
export type WatchStatus = z.infer<typeof WatchStatus>;

/** One price as it was seen: never interpolated, never before the first check. */
export const Observation = z.object({
  price: z.number().finite().nonnegative(),
  currency: z.string(),
  /** The shop: the page's site, or the retailer of the cheapest offer. */
  retailer: z.string(),
  /** The offer's page, for an offers watch. */
  url: z.string().nullable(),
  observedAt: z.string(),
  source: WatchSource,
  /** The site answered that the page had not changed since the previous read (a conditional request). */
  notModified: z.boolean(),
});
export type Observation = z.infer<typeof Observation>;

export const Watch = z.object({
  id: z.string(),
  source: WatchSource,
  title: z.string(),
  url: z.string().nullable(),
  query: z.string().nullable(),
  upc: z.string().nullable(),
  /** The currency of the first price seen; rules compare prices in it only. */
  currency: z.string().nullable(),
  /** The latest price seen, or null before the first. */
  current: Observation.nullable(),
  /** The latest price against the one before it in the same currency. */
  change: z.object({ amount: z.number().finite(), percent: z.number().finite().nullable() }).nullable(),
  rules: WatchRules,
  ruleStates: RuleStates,
  status: WatchStatus,
  /** Words for the user when the status is not ok. */
  statusMessage: z.string().nullable(),
  statusSince: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  nextCheckAt: z.string(),
  createdAt: z.string(),
  unreadAlerts: z.number().int().nonnegative(),
});
export type Watch = z.infer<typeof Watch>;

export const WatchAlert = z.object({
  id: z.string(),
  watchId: z.string(),
  watchTitle: z.string(),
  rule: RuleKind,
  message: z.string(),
  price: z.number().finite(),
  currency: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type WatchAlert = z.infer<typeof WatchAlert>;

const Upc = z
  .string()
  .trim()
  .regex(/^\d{8,14}$/);

/** A page address, or (with a shopping key) a product's name, search words or UPC. */
export const CreateWatchRequest = z
  .object({
    url: z.string().trim().min(1).max(2048).optional(),
    query: z.string().trim().min(1).max(300).optional(),
    upc: Upc.optional(),
    /** The product's name as the app shows it; the page's own name when omitted. */
    title: z.string().trim().min(1).max(300).optional(),
    rules: WatchRules.optional(),
  })
  .refine((w) => !!w.url !== !!(w.query || w.upc), {
    message: 'give a page address, or search words or a UPC (not both)',
    path: ['url'],
  });
export type CreateWatchRequest = z.input<typeof CreateWatchRequest>;

export const UpdateWatchRequest = z.object({
  title: z.string().trim().min(1).max(300).optional(),
  rules: WatchRules,
});
export type UpdateWatchRequest = z.input<typeof UpdateWatchRequest>;

export const WatchResponse = z.object({ watch: Watch });
export type WatchResponse = z.infer<typeof WatchResponse>;

export const WatchListResponse = z.object({ watches: z.array(Watch) });
export type WatchListResponse = z.infer<typeof WatchListResponse>;

/** A watch with every price seen (oldest first) and its alerts (newest first). */
export const WatchDetailResponse = z.object({
  watch: Watch,
  observations: z.array(Observation),
  alerts: z.array(WatchAlert),
});
export type WatchDetailResponse = z.infer<typeof WatchDetailResponse>;

export const WatchAlertListResponse = z.object({
  alerts: z.array(WatchAlert),
  unread: z.number().int().nonnegative(),
});
export type WatchAlertListResponse = z.infer<typeof WatchAlertListResponse>;

/** Marks the listed alerts read, or every alert of this device when no ids are given. */
export const ReadWatchAlertsRequest = z.object({ ids: z.array(z.string().max(64)).max(500).optional() });
export type ReadWatchAlertsRequest = z.input<typeof ReadWatchAlertsRequest>;

/** The server's VAPID public key (URL-safe base64), for PushManager.subscribe. */
export const PushKeyResponse = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof PushKeyResponse>;

/** A PushSubscription as the browser serialises it (toJSON). */
export const PushSubscriptionRequest = z.object({
  endpoint: z.string().trim().url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+=*$/),
    auth: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+=*$/),
  }),
});
export type PushSubscriptionRequest = z.input<typeof PushSubscriptionRequest>;

export const PushUnsubscribeRequest = z.object({ endpoint: z.string().trim().url().max(2048) });
export type PushUnsubscribeRequest = z.input<typeof PushUnsubscribeRequest>;

/** What a push message carries; the service worker shows it and a click opens `url`. */
export const WatchPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type WatchPushPayload = z.infer<typeof WatchPushPayload>;
