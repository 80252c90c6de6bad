/**
 * `Idempotency-Key` for mutations: the first answer is stored in the database (db/idempotency.ts, so every API
 * process sees it) and a repeat of the same request with the same key gets that answer back, marked
 * `Idempotency-Replayed: true`, without running the handler again. The offline outbox relies on it.
 *
 * A row is claimed before the handler runs (status 0 = in progress), so two copies of one request that
 * arrive together cannot both run: the second is told to retry. 5xx and 429 answers are not kept: the
 * same key may try again and succeed. Every mutation takes its key this way, photo uploads included.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from '../app-types.ts';
import {
  IN_PROGRESS,
  claimIdempotencyKey,
  deleteIdempotencyRow,
  findIdempotencyRow,
  releaseIdempotencyClaim,
  storeIdempotentAnswer,
  sweepIdempotency,
} from '../db/idempotency.ts';
import { badRequest, HttpError } from './errors.ts';
import { readUploadForm } from './multipart.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotency-Replayed';
/** How long a stored answer is replayed; an outbox item older than this has long been given up. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim older than this belongs to a process that died mid-request; the key may run again. */
export const IDEMPOTENCY_STALE_CLAIM_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/; // visible ASCII, like the IETF draft's examples

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
/** Expired answers are swept once every this many claims (per process), so the table stays bounded. */
export const IDEMPOTENCY_SWEEP_EVERY = 500;

/** Middleware for a POST route: runs the handler once per (device, method, path, key). */
export function idempotent(
  { database, clock }: Pick<AppDeps, 'database' | 'clock'>,
  { sweepEvery = IDEMPOTENCY_SWEEP_EVERY }: { sweepEvery?: number } = {},
): MiddlewareHandler<AppEnv> {
  let claims = 0;
  const once: MiddlewareHandler<AppEnv> = async (c, next) => {
    const clientKey = c.req.header(IDEMPOTENCY_HEADER)!;
    if (!KEY_PATTERN.test(clientKey)) {
      throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`, IDEMPOTENCY_HEADER);
    }
    const key = storageKey(c, clientKey);
    const requestHash = await hashRequest(c);
    const now = clock.now();

    if (++claims % sweepEvery === 0) await sweepIdempotency(database, now - IDEMPOTENCY_TTL_MS);
    let claimed = await claimIdempotencyKey(database, key, requestHash, now);
    if (!claimed) {
      const row = await findIdempotencyRow(database, key);
      const abandoned =
        row &&
        (row.created_at < now - IDEMPOTENCY_TTL_MS ||
          (row.status === IN_PROGRESS && row.created_at < now - IDEMPOTENCY_STALE_CLAIM_MS));
      if (!row || abandoned) {
        if (row) await deleteIdempotencyRow(database, key, row.created_at);
        claimed = await claimIdempotencyKey(database, key, requestHash, now);
        if (!claimed) throw inProgress();
      } else if (row.request_hash !== requestHash) {
        throw new HttpError(
          422,
          'idempotency_mismatch',
          `${IDEMPOTENCY_HEADER} was already used for a different request`,
          { field: IDEMPOTENCY_HEADER },
        );
      } else if (row.status === IN_PROGRESS) {
        throw inProgress();
      } else {
        return c.body(row.body, row.status as ContentfulStatusCode, {
          'Content-Type': 'application/json; charset=UTF-8',
          [REPLAYED_HEADER]: 'true',
        });
      }
    }

    try {
      await next();
    } catch (err) {
      await releaseIdempotencyClaim(database, key);
      throw err;
    }
    const status = c.res.status;
    if (status >= 500 || status === 429) {
      await releaseIdempotencyClaim(database, key);
      return;
    }
    await storeIdempotentAnswer(database, key, status, await c.res.clone().text());
  };
  // A request without a key goes straight through.
  return (c, next) => (c.req.header(IDEMPOTENCY_HEADER) === undefined ? next() : once(c, next));
}

/**
 * What makes a repeat "the same request". A body is compared by its bytes (the outbox stringifies JSON
 * the same way every time), read from a clone so the handler can still read it. A multipart form is
 * compared by its fields instead, because its boundary is drawn afresh on every send: the names, the
 * text values and the files' bytes, in name order. File names and declared types are left out, as the
 * routes ignore them (a photo's format is read from its bytes). The form is read by the one multipart
 * reader, which keeps it for the handler; a form it refuses is refused here, before any key is claimed,
 * so its repeat gets the same refusal.
 */
async function hashRequest(c: Context<AppEnv>): Promise<string> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) return sha256(new Uint8Array(await c.req.raw.clone().arrayBuffer()));
  const form = await readUploadForm(c);
  const fields = form
    .entries()
    .map(([name, value]) => (typeof value === 'string' ? [name, 'text', value] : [name, 'file', sha256(value.bytes)]));
  fields.sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0));
  return sha256(JSON.stringify(fields));
}

/** The row key of one request: a key is the device's own, per method and path. */
function storageKey(c: Context<AppEnv>, clientKey: string): string {
  return sha256(`${c.get('deviceId')}\n${c.req.method}\n${new URL(c.req.url).pathname}\n${clientKey}`);
}

/** Whether a request of this device on this route under `clientKey` is running now (its claim is fresh). */
export async function isKeyRunning(
  c: Context<AppEnv>,
  { database, clock }: Pick<AppDeps, 'database' | 'clock'>,
  clientKey: string,
): Promise<boolean> {
  const row = await findIdempotencyRow(database, storageKey(c, clientKey));
  return row !== null && row.status === IN_PROGRESS && row.created_at >= clock.now() - IDEMPOTENCY_STALE_CLAIM_MS;
}

/** The request's Idempotency-Key as the client sent it, when it is a valid one. */
export function idempotencyKeyOf(c: Context): string | null {
  const clientKey = c.req.header(IDEMPOTENCY_HEADER);
  return clientKey !== undefined && KEY_PATTERN.test(clientKey) ? clientKey : null;
}

/**
 * A row id derived from the request's Idempotency-Key (null without one). A handler that inserts with
 * it and ignores a conflict stays exactly-once even when the process died after its insert but before
 * the answer was stored: the replay that follows inserts nothing and answers with the same row.
 */
export function idempotentRowId(c: Context<AppEnv>): string | null {
  const clientKey = idempotencyKeyOf(c);
  return clientKey === null ? null : rowIdOfKey(c, clientKey);
}

/** Whether `clientKey` is a well-formed Idempotency-Key. */
export function isIdempotencyKey(clientKey: string): boolean {
  return KEY_PATTERN.test(clientKey);
}

/** The row id a request of this device on this route made under `clientKey` (an earlier key, say). */
export function rowIdOfKey(c: Context<AppEnv>, clientKey: string): string {
  return createHash('sha256')
    .update(`row\n${storageKey(c, clientKey)}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** The retryable 409 of a key whose request is still running: the outbox tries again a moment later. */
export function inProgress(): HttpError {
  return new HttpError(
    409,
    'in_progress',
    'A request with this Idempotency-Key is still in progress',
    { retryable: true, retryAfterSeconds: 1 },
    { 'Retry-After': '1' },
  );
}
