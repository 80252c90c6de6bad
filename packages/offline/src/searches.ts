// Price comparisons and supplier searches this device made, kept like analyses so History lists them and
// their addresses open them again.
import { db, guardQuota } from './db.ts';
import type { SearchItem } from './db.ts';
export { searchPath } from './search-path.ts';

export type NewSearch = Pick<SearchItem, 'type' | 'query' | 'upc' | 'brand'> & { thumbnail?: Blob | null };

/** The key of a search: the same words of the same kind are one entry. */
export function searchId(type: SearchItem['type'], query: string): string {
  return `${type}:${query.trim().toLowerCase()}`;
}

/** Keeps a search (again): its date moves to `now`; a photo kept earlier stays unless a new one is given. */
export async function keepSearch(search: NewSearch, now = new Date()): Promise<SearchItem> {
  const query = search.query.trim();
  const id = searchId(search.type, query);
  return guardQuota(() =>
    db.transaction('rw', db.searches, async () => {
      const existing = await db.searches.get(id);
      const item: SearchItem = {
        id,
        type: search.type,
        query,
        upc: search.upc ?? existing?.upc ?? null,
        brand: search.brand ?? existing?.brand ?? null,
        savedAt: now.toISOString(),
        thumbnail: search.thumbnail ?? existing?.thumbnail ?? null,
      };
      await db.searches.put(item);
      return item;
    }),
  );
}

/** Newest first. */
export async function listSearches(): Promise<SearchItem[]> {
  return db.searches.orderBy('savedAt').reverse().toArray();
}

export async function removeSearch(id: string): Promise<void> {
  await db.searches.delete(id);
}
