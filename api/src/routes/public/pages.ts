/** Pages of the community list as the API answers them, for the endpoint and for the server's own
 *  /public page (which writes the first page into its HTML). */
import type { PublicListResponse } from '@costlens/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { Database } from '../../db/database.ts';
import { listPublicAnalyses } from '../../db/analyses.ts';
import { decodeCursor, encodeCursor } from '../analyses/cursor.ts';
import { flushViews } from '../shared/view-counter.ts';
import { freshPublicList } from './fresh-list.ts';
import type { FreshList } from './fresh-list.ts';

/** A page of the community list: a screenful of cards and then some; `limit` may ask for up to the max. */
export const PUBLIC_LIST_SIZE = 50;
export const PUBLIC_LIST_MAX = 100;

/** One page as the endpoint's JSON text. */
export async function readPublicPage(
  database: Database,
  limit: number,
  cursor: string | undefined,
  words: string[],
): Promise<string> {
  // Views counted in memory are written first, so cards agree with the pages they lead to.
  await flushViews(database);
  const page = await listPublicAnalyses(database, {
    limit,
    after: cursor === undefined ? null : decodeCursor(cursor),
    words,
  });
  return JSON.stringify({
    analyses: page.analyses,
    nextCursor: page.next ? encodeCursor(page.next) : null,
  } satisfies PublicListResponse);
}

/** The first page of the whole list (the same for everyone), from the copy kept a second. */
export function firstPublicPage(database: Database, clock: Clock): Promise<FreshList> {
  return freshPublicList(database, clock, () => readPublicPage(database, PUBLIC_LIST_SIZE, undefined, []));
}
