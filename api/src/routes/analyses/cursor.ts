import { badRequest } from '../../http/errors.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import type { HistoryCursor } from '../../db/analyses.ts';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Opaque to clients: base64url of "createdAt|id" of the last analysis on the page. */
export function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** A cursor the API did not make is a 400 naming the field, never a query on garbage. */
export function decodeCursor(raw: string): HistoryCursor {
  const [createdAt, id, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || rest.length || !ISO_TIME.test(createdAt) || !ID_PATTERN.test(id)) {
    throw badRequest('cursor is invalid', 'cursor');
  }
  return { createdAt, id };
}
