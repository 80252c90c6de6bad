/**
 * The split of the product-name evaluation list (names.json) into a half to tune on and a half to report on.
 *
 * The rule was fixed before any matcher was run on the list: a row's half follows from the SHA-256 of the kind
 * it names (`means`), so every name of one kind sits in the same half and no tuning on one spelling of a kind
 * can leak into the score of another. About one kind in three goes to 'report'.
 */
import { createHash } from 'node:crypto';

/** One name as a shopper types it, with the kind of product it means. */
export interface NameRow {
  name: string;
  department: string;
  /** The plain English noun phrase of the kind, as a store's category names it; shared exactly by every name of that kind. */
  means: string;
  lang: 'en' | 'fr';
  /** Set on names that are no product at all, or too vague to cost. */
  notAProduct?: true;
}

export type Half = 'tune' | 'report';

/** The form of a kind that is hashed, so a change of case or spacing cannot move a kind to the other half. */
export function kindKey(means: string): string {
  return means.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The half a kind belongs to: 'report' when the first four bytes of its SHA-256, read big-endian, are divisible by 3. */
export function halfOf(means: string): Half {
  const digest = createHash('sha256').update(kindKey(means), 'utf8').digest();
  return digest.readUInt32BE(0) % 3 === 0 ? 'report' : 'tune';
}
