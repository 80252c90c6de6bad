import { z } from 'zod';
import type { AppDeps } from '../../app-types.ts';
import { sendJson } from '../../compression/compress-answers.ts';
import { sendEncoded } from '../../compression/encoded-answer.ts';
import { searchWords } from '../../db/search-text.ts';
import { readParam, readText } from '../../http/validate.ts';
import type { Routes } from '../route-table.ts';
import { firstPublicPage, PUBLIC_LIST_MAX, PUBLIC_LIST_SIZE, readPublicPage } from './pages.ts';

export { PUBLIC_LIST_MAX, PUBLIC_LIST_SIZE } from './pages.ts';

/** Longer searches are cut (the words past the first few do not count anyway). */
const MAX_QUERY_LENGTH = 200;

const Limit = z.coerce.number().int().min(1).max(PUBLIC_LIST_MAX).default(PUBLIC_LIST_SIZE);

/** The community gallery: analyses their owners shared, newest first, in pages; searched on the server. */
export function publicRoutes({ database, clock }: AppDeps): Routes<'listPublic'> {
  return {
    listPublic: {
      handle: async (c) => {
        const limit = readParam(c.req.query('limit'), Limit, 'limit');
        const cursor = readText(c.req.query('cursor'), 'cursor') || undefined;
        const words = searchWords((readText(c.req.query('q'), 'q') ?? '').slice(0, MAX_QUERY_LENGTH));
        if (cursor !== undefined || words.length > 0 || limit !== PUBLIC_LIST_SIZE) {
          return sendJson(c, await readPublicPage(database, limit, cursor, words));
        }
        // The first page of the whole list is the same for everyone and the busiest read: kept a second,
        // compressed once per encoding.
        return sendEncoded(c, (await firstPublicPage(database, clock)).answer);
      },
    },
  };
}
