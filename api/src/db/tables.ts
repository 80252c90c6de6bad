/** Row types of the one schema both dialects share. Booleans are 0/1 integers and JSON is text, so
 *  SQLite and PostgreSQL read and write the same values through the same queries. */
export interface AnalysesTable {
  id: string;
  device_id: string;
  type: string;
  product_name: string;
  product_category: string;
  cost_low: number;
  cost_high: number;
  confidence: number;
  methodology_type: string;
  data: string;
  share_token: string | null;
  share_title: string | null;
  share_description: string | null;
  is_public: number;
  view_count: number;
  created_at: string;
  /** Set only on analyses stored before row ids were derived from the Idempotency-Key ("device:key"),
   *  so a capture queued then still finds its analysis (findAnalysisMadeWithKey). */
  client_key: string | null;
  /** Product name, share title and category, folded (search-text.ts), on public analyses only: what
   *  the community search matches, indexed by each engine's full-text search. */
  search_text: string | null;
}

export interface CommentsTable {
  id: string;
  analysis_id: string;
  author_name: string;
  author_email: string | null;
  content: string;
  created_at: string;
}

export interface LikesTable {
  analysis_id: string;
  user_fingerprint: string;
  created_at: string;
  /** The device that liked; null on likes made before one like per device was kept. */
  device_id: string | null;
}

/** Keys the server made itself, by name (the device cookie's signing key). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

/** Unsigned device ids from before ids were signed, and when each was upgraded to a signed one. */
export interface DeviceUpgradesTable {
  device_id: string;
  upgraded_at: number;
}

/** Device ids issued before ids were signed (migration 0012): the only bare ids that may be upgraded. */
export interface UnsignedDevicesTable {
  device_id: string;
}

export interface ProviderCacheTable {
  key: string;
  value: string;
  expires_at: number;
  created_at: number;
}

export interface IdempotencyTable {
  key: string;
  request_hash: string;
  status: number;
  body: string;
  created_at: number;
}

export interface EventsTable {
  id: string;
  device_id: string | null;
  name: string;
  path: string | null;
  props: string | null;
  at: string;
  created_at: number;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: number;
  count: number;
}

export interface ShareThumbnailsTable {
  analysis_id: string;
  jpeg_base64: string;
  bytes: number;
  created_at: number;
  /** The 1200 × 630 link-preview JPEG (migration 0011); null for photos shared before it. */
  preview_base64: string | null;
}

/** A price watch of a device (migration 0006); rules and rule states are JSON text. */
export interface WatchesTable {
  id: string;
  device_id: string;
  source: string;
  dedupe_key: string;
  title: string;
  url: string | null;
  /** The site read for a page watch; 'shopping' for an offers watch. */
  host: string;
  query: string | null;
  upc: string | null;
  currency: string | null;
  rules: string;
  rule_states: string;
  status: string;
  status_message: string | null;
  status_since: number | null;
  failures: number;
  etag: string | null;
  last_modified: string | null;
  next_check_at: number;
  check_token: string | null;
  last_checked_at: number | null;
  created_at: number;
  /** When the watch's device last opened its watches (migration 0009): a device away for long has its
   *  watches paused, and they resume when it comes back. */
  device_seen_at: number;
}

export interface WatchObservationsTable {
  id: string;
  watch_id: string;
  price: number;
  currency: string;
  retailer: string;
  url: string | null;
  source: string;
  not_modified: number;
  observed_at: number;
}

export interface WatchAlertsTable {
  id: string;
  watch_id: string;
  device_id: string;
  rule: string;
  message: string;
  price: number;
  currency: string;
  created_at: number;
  read_at: number | null;
  pushed_at: number | null;
}

export interface PushSubscriptionsTable {
  endpoint: string;
  device_id: string;
  p256dh: string;
  auth: string;
  created_at: number;
  last_sent_at: number | null;
  /** Pushes that failed since the last one that went (migration 0009); at PUSH_ATTEMPTS the row goes. */
  failures: number;
}

/** A site's reading slot (by registrable domain since migration 0009's code), and how many of its last
 *  reads in a row were slow or failed (each doubles its spacing). */
export interface WatchHostsTable {
  host: string;
  next_fetch_at: number;
  strikes: number;
}

/** One visitor's view of a shared analysis on one UTC day (YYYY-MM-DD): counted once. */
export interface ShareViewsTable {
  analysis_id: string;
  visitor: string;
  day: string;
}

/** Per device, counters (one on SQLite, a few shards on PostgreSQL) whose sum every write to its
 *  analyses, or to their comments, likes and share photos, raises (triggers of migration 0008); absent
 *  until the device first writes. */
export interface DeviceVersionsTable {
  device_id: string;
  shard: number;
  version: number;
}

export interface Tables {
  analyses: AnalysesTable;
  share_views: ShareViewsTable;
  device_versions: DeviceVersionsTable;
  comments: CommentsTable;
  likes: LikesTable;
  server_secrets: ServerSecretsTable;
  device_upgrades: DeviceUpgradesTable;
  unsigned_devices: UnsignedDevicesTable;
  provider_cache: ProviderCacheTable;
  idempotency: IdempotencyTable;
  events: EventsTable;
  rate_limits: RateLimitsTable;
  share_thumbnails: ShareThumbnailsTable;
  watches: WatchesTable;
  watch_observations: WatchObservationsTable;
  watch_alerts: WatchAlertsTable;
  push_subscriptions: PushSubscriptionsTable;
  watch_hosts: WatchHostsTable;
}
