import { randomBytes } from 'node:crypto';

/** 128 random bits, base64url: ids of analyses and share tokens must be unguessable (≥ 122 bits). */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}

export const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
