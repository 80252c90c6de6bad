export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
/** What a secret is written as in a log line. */
export const REDACTED = '[redacted]';
/** Shorter values would redact ordinary words; no real key is this short. */
const MIN_SECRET_CHARS = 8;

/**
 * One JSON object per line on stdout: what log shippers expect, and greppable by request id. No line
 * ever holds one of `secrets` (the configured keys): a vendor's error text may echo the key it was
 * sent, and a failed request's address may carry it, so every line is scrubbed of each secret as it
 * is, as JSON writes it and as a URL encodes it.
 */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (l) => process.stdout.write(l + '\n'),
  secrets: readonly string[] = [],
): Logger {
  const spellings = [
    ...new Set(
      secrets
        .filter((s) => s.length >= MIN_SECRET_CHARS)
        .flatMap((s) => [s, JSON.stringify(s).slice(1, -1), encodeURIComponent(s)]),
    ),
  ].sort((a, b) => b.length - a.length);
  const scrub = (line: string) => spellings.reduce((out, s) => out.split(s).join(REDACTED), line);
  const log = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    write(scrub(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
