import { randomBytes } from 'node:crypto';

const ID_BYTES = 16;
/** Ids drawn per call to the system's generator: a call costs about a microsecond whatever its size (more
 *  under load), and every request draws one (its request id), so ids come from a pool refilled every 256. */
const POOL_BYTES = ID_BYTES * 256;
let pool = Buffer.alloc(0);
let taken = 0;

/** 128 random bits, base64url: ids of analyses and share tokens must be unguessable (≥ 122 bits). */
export function randomId(): string {
  if (taken + ID_BYTES > pool.byteLength) {
    pool = randomBytes(POOL_BYTES);
    taken = 0;
  }
  const id = pool.toString('base64url', taken, taken + ID_BYTES);
  taken += ID_BYTES;
  return id;
}

export const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
