// The Open Food Facts family first, UPCitemdb's trial only for a code the family does not know.
import type { ProductFacts, ProductFactsDatabase } from '@costlens/contracts';
import type { ProductFactsProvider, ProductFactsSettings } from './index.ts';
import { OPEN_FACTS } from './open-facts-databases.ts';
import { createOpenFactsReader } from './open-facts.ts';
import { openFactsFacts } from './open-facts-product.ts';
import { createUpcItemDbReader, upcItemDbFacts } from './upcitemdb.ts';

/** Per request; a shopper waits on the analysis page, and a lookup may take three of them. */
export const DEFAULT_TIMEOUT_MS = 5_000;

export function createProductFactsLookup(settings: ProductFactsSettings): ProductFactsProvider {
  const common = {
    userAgent: settings.userAgent,
    timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: settings.fetch ?? fetch,
  };
  const openFacts = createOpenFactsReader({ ...common, baseUrls: settings.openFactsBaseUrls });
  const upcItemDb = createUpcItemDbReader({ ...common, baseUrl: settings.upcitemdbBaseUrl });

  return {
    configured: true,
    name: 'open-facts+upcitemdb',
    async lookup(code, { gate, signal }) {
      // The family's failures are the lookup's: without it there is nothing worth answering.
      const family = await openFacts.read(code, { gate, signal });
      const searched: ProductFactsDatabase[] = family.asked.map((type) => OPEN_FACTS[type].name);
      if (family.found) return openFactsFacts(code, family.type, family.product, searched);

      const fallback = await upcItemDb.read(code, { gate, signal });
      if (fallback.kind === 'skipped') return notFound(code, searched);
      searched.push('UPCitemdb');
      return fallback.kind === 'found' ? upcItemDbFacts(code, fallback.item, searched) : notFound(code, searched);
    },
  };
}

function notFound(code: string, searched: ProductFactsDatabase[]): ProductFacts {
  return {
    code,
    found: false,
    name: null,
    brand: null,
    quantity: null,
    countries: [],
    categories: [],
    costBookEntry: null,
    imageUrl: null,
    source: null,
    searched,
  };
}
