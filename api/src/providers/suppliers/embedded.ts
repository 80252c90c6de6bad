import type { Marketplace, Supplier } from '@costlens/contracts';
import { MARKETPLACES } from '@costlens/contracts';
import { MARKETPLACE_HOSTS, MARKETPLACE_LABELS, marketplaceSearchUrl, supplierQuery } from '@costlens/domain';
import type { SupplierProvider } from './index.ts';

/** With no search key, one search link per marketplace for the product: honest about being a search
 *  (`isSearchLink: true`, score 0), never presented as a supplier that was found. */
export function createEmbeddedSupplierProvider(): SupplierProvider {
  return {
    configured: false,
    name: 'marketplace-links',
    async search(product) {
      const query = supplierQuery(product);
      const suppliers = MARKETPLACES.map((m: Marketplace): Supplier => {
        const link = marketplaceSearchUrl(m, query);
        return {
          marketplace: m,
          title: `Search ${MARKETPLACE_LABELS[m]} for “${query}”`,
          snippet: `Opens ${MARKETPLACE_HOSTS[m]}'s own search. No supplier search is configured on this server, so no listing was checked.`,
          host: new URL(link).hostname,
          link,
          score: 0,
          isSearchLink: true,
        };
      });
      return { suppliers, meta: { totalFound: 0, queries: [query] }, complete: true };
    },
  };
}
