import type { AppDeps } from '../../app-types.ts';
import { notFound } from '../../http/errors.ts';
import { readText } from '../../http/validate.ts';
import type { Routes } from '../route-table.ts';
import { landedCostCategory, landedCostReference } from './cost-book-data.ts';

/** The cost book's data for the landed-cost calculator: what every calculation needs, and one category's
 *  duty and unit size. Both are the book compiled into this server, so they are serialised once. */
export function landedCostRoutes(_deps: AppDeps): Routes<'landedCostReference' | 'landedCostCategory'> {
  const reference = JSON.stringify(landedCostReference());
  // Only ids the book has are remembered: a flood of made-up ids must not grow the map.
  const categories = new Map<string, string>();
  const categoryJson = (id: string): string | null => {
    const known = categories.get(id);
    if (known !== undefined) return known;
    const data = landedCostCategory(id);
    if (data === null) return null;
    const body = JSON.stringify(data);
    categories.set(id, body);
    return body;
  };
  const json = { 'Content-Type': 'application/json' };
  return {
    landedCostReference: {
      handle: (c) => c.body(reference, 200, json),
    },
    landedCostCategory: {
      handle: (c) => {
        const id = readText(c.req.param('id'), 'id')!;
        const body = categoryJson(id);
        if (body === null) throw notFound(`No cost-book category "${id}"`);
        return c.body(body, 200, json);
      },
    },
  };
}
