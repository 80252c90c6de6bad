import { availableParallelism } from 'node:os';
import { z } from 'zod';

const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
/** A whole number of at least `min`; unset or empty (a key left blank in .env) is `fallback`. */
const whole = (min: number, fallback: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).default(fallback));
const count = (fallback: number) => whole(0, fallback);
const positive = (fallback: number) => whole(1, fallback);

/** Every setting the API reads, parsed once at start-up; `.env.example` lists the same keys. */
const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PUBLIC_ORIGIN: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Host names (host or host:port) this server answers as: share links may be built from such a Host
    // header, and a browser request from such an origin counts as same-origin.
    ALLOWED_HOSTS: list.transform((hosts) => hosts.map((h) => h.toLowerCase())),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
    OPENAI_API_KEY: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    SERPAPI_KEY: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    SERPAPI_BASE_URL: z.string().url().default('https://serpapi.com'),
    // Bank of Canada Valet (daily exchange rates, no key); tests point it at a local replay server.
    BANK_OF_CANADA_VALET_BASE_URL: z.string().url().default('https://www.bankofcanada.ca/valet'),
    // Test-only escape hatch for the SSRF guard: host:port pairs that may be fetched although private.
    FETCH_ALLOW_PRIVATE: list,
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    // Slow or stuck clients must not hold sockets: the whole request head, the whole request, and idle sockets.
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    SOCKET_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    // Load the on-device models right after start-up (≈ 300 MB, a few seconds) instead of on the first photo.
    VISION_WARMUP: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    // Photos that may wait behind the one the on-device estimator is reading; one more is answered 503 busy.
    ESTIMATOR_MAX_WAITING: count(8),
    // Upload bodies being read and held at once, in MB, counted as their bytes arrive; an upload past it
    // is answered 503 busy. One client address may hold at most UPLOAD_ADDRESS_SHARE_MB of it (one
    // upload alone is always taken). A body must arrive at UPLOAD_MIN_BYTES_PER_S or more over every
    // UPLOAD_RATE_WINDOW_S seconds, or it is cut off with 408.
    UPLOAD_MEMORY_BUDGET_MB: positive(64),
    UPLOAD_ADDRESS_SHARE_MB: positive(16),
    UPLOAD_MIN_BYTES_PER_S: count(2_048),
    UPLOAD_RATE_WINDOW_S: positive(10),
    // Product pages read at once (worker threads), how many may wait, and how long one may take.
    PAGE_READ_WORKERS: positive(Math.min(2, Math.max(1, availableParallelism() - 1))),
    PAGE_READ_WAITING: count(8),
    PAGE_READ_TIME_LIMIT_MS: whole(100, 5_000),
    // Product-page requests (fetch and read) one process handles at once; more are answered 503 busy.
    PRODUCT_CONCURRENCY: positive(8),
    // Paid vendors: calls per UTC day in all, and per client address, counted in the database (every
    // process shares them). Answers from the two-hour cache cost nothing.
    SERPAPI_DAILY_CALLS: count(250),
    SERPAPI_CLIENT_DAILY_CALLS: count(40),
    OPENAI_DAILY_CALLS: count(500),
    OPENAI_CLIENT_DAILY_CALLS: count(60),
    // Analytics events are kept this many days, and at most this many rows (the oldest go first).
    EVENTS_RETENTION_DAYS: positive(30),
    EVENTS_MAX_ROWS: positive(200_000),
    // Barcode facts from the Open Food Facts family, then UPCitemdb's free trial lookup (no keys). 'off'
    // answers that the capability is off and the app keeps to what the device read. The databases ask for
    // a User-Agent naming the app and a way to reach its operator, and for at most 15 product reads a
    // minute; UPCitemdb's trial allows 100 lookups a day. Base URLs point tests at a local replay server.
    PRODUCT_FACTS: z.enum(['on', 'off']).default('on'),
    PRODUCT_FACTS_USER_AGENT: z.string().min(1).default("CostLens/1.0 (contact via the project's site)"),
    PRODUCT_FACTS_READS_PER_MINUTE: positive(15),
    PRODUCT_FACTS_UPCITEMDB_DAILY_CALLS: count(100),
    // One client's share of those: lookups that are not answered from the cache, a minute; and UPCitemdb
    // lookups, a UTC day.
    PRODUCT_FACTS_CLIENT_LOOKUPS_PER_MINUTE: positive(4),
    PRODUCT_FACTS_CLIENT_UPCITEMDB_DAILY_CALLS: count(10),
    OPEN_FOOD_FACTS_BASE_URL: z.string().url().default('https://world.openfoodfacts.org'),
    OPEN_BEAUTY_FACTS_BASE_URL: z.string().url().default('https://world.openbeautyfacts.org'),
    OPEN_PET_FOOD_FACTS_BASE_URL: z.string().url().default('https://world.openpetfoodfacts.org'),
    OPEN_PRODUCTS_FACTS_BASE_URL: z.string().url().default('https://world.openproductsfacts.org'),
    UPCITEMDB_BASE_URL: z.string().url().default('https://api.upcitemdb.com/prod/trial'),
    // Price watches: 'off' runs no scheduled checks in this process (its API still answers, and it still
    // pushes the alerts of checks its users ask for); every process with it on shares the checks through
    // the database (PostgreSQL: a pg-boss queue).
    WATCH_SCHEDULER: z.enum(['on', 'off']).default('on'),
    // Seconds between two checks of one watch; between two reads of one site by every process together;
    // between two looks for due checks; and the longest wait after repeated failures.
    WATCH_INTERVAL_S: positive(6 * 60 * 60),
    WATCH_SITE_INTERVAL_S: positive(5),
    WATCH_TICK_S: positive(30),
    WATCH_MAX_BACKOFF_S: positive(7 * 24 * 60 * 60),
    // Checks one process runs at once; watches a device may keep; SerpApi calls the scheduler may make a
    // UTC day (it counts as one client, within SERPAPI_DAILY_CALLS for everyone).
    WATCH_CONCURRENCY: positive(2),
    WATCHES_PER_DEVICE: positive(50),
    WATCH_SERPAPI_DAILY_CALLS: count(40),
    // A watch of a device that has not opened its watches for this many days is paused until it does.
    WATCH_DEVICE_IDLE_DAYS: positive(60),
    // Scheduled page reads: at most this many a minute by one process, and a UTC day of one site (by its
    // registrable domain) by all processes together. A read that takes longer than WATCH_SLOW_SITE_MS, or
    // fails, doubles the site's spacing (at most WATCH_MAX_BACKOFF_S) until a read goes well.
    WATCH_PROCESS_FETCHES_PER_MINUTE: positive(60),
    WATCH_SITE_FETCHES_PER_DAY: positive(2_000),
    WATCH_SLOW_SITE_MS: whole(100, 3_000),
    // Push deliveries one process runs at once (at most one per device, later tries on at most half);
    // the whole of one push (connect to answer), in ms, for its first try and for later ones; tries before
    // a subscription whose pushes keep failing is removed (PUSH_NEW_ATTEMPTS for one that never took a
    // push), and the first wait before trying again (doubled each time); subscriptions one device may have.
    PUSH_CONCURRENCY: positive(4),
    PUSH_FIRST_TIMEOUT_MS: whole(100, 3_000),
    PUSH_TIMEOUT_MS: whole(100, 10_000),
    PUSH_ATTEMPTS: positive(4),
    PUSH_NEW_ATTEMPTS: positive(2),
    PUSH_RETRY_S: positive(300),
    PUSH_SUBSCRIPTIONS_PER_DEVICE: positive(5),
    // TEST ONLY, refused in production: host:port of a local push service the server may post to although
    // it is not a browser's push service and is on a private address.
    TEST_ONLY_PUSH_SERVICE: list.transform((hosts) => hosts.map((h) => h.toLowerCase())),
    // Who push services may contact about this server's notifications: a mailto: or https: address.
    // PUBLIC_ORIGIN when it is https, else a placeholder some push services refuse.
    PUSH_CONTACT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/)
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
    // Node refuses to start a server whose head may take longer than the whole request.
    message: 'must not be longer than REQUEST_TIMEOUT_MS',
    path: ['HEADERS_TIMEOUT_MS'],
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.TEST_ONLY_PUSH_SERVICE.length === 0, {
    // A push service of a test's own would let the server post to a private address.
    message: 'is for tests only and must not be set when NODE_ENV is production',
    path: ['TEST_ONLY_PUSH_SERVICE'],
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.PUBLIC_ORIGIN || c.ALLOWED_HOSTS.length > 0, {
    // Share links must not be built from whatever Host header a client sends.
    message: 'set PUBLIC_ORIGIN (or ALLOWED_HOSTS) when NODE_ENV is production',
    path: ['PUBLIC_ORIGIN'],
  });

export type Config = z.infer<typeof EnvSchema>;

/** Parses the environment; a bad value stops start-up with a message naming the key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** Config for tests: defaults plus overrides, without reading process.env. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', ...overrides });
}

/** The values no log line may hold: the vendors' keys and the database password. */
export function configuredSecrets(config: Config): string[] {
  const password = config.DATABASE_URL ? decodeURIComponent(new URL(config.DATABASE_URL).password) : '';
  return [config.OPENAI_API_KEY, config.SERPAPI_KEY, password].filter((s): s is string => !!s);
}
