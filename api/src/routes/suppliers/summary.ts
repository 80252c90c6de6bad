import type { Marketplace, Supplier } from '@costlens/contracts';
import { MARKETPLACE_LABELS, SUPPLIER_HIGH_MATCH_SCORE, supplierQuery } from '@costlens/domain';

/** The product as the explain calls send it: any object; only brand, name and upc strings are read. */
export function productOf(product: Record<string, unknown>): { brand?: string; name?: string; upc?: string } {
  const s = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return { brand: s(product.brand), name: s(product.name), upc: s(product.upc) };
}

const ALL_MARKETPLACES = 'Alibaba, AliExpress, Made-in-China or Global Sources';

/** A short factual summary of supplier results, computed from the data alone (used when no model is
 *  configured or the model fails): how many listings, where, how many name the product closely, the best. */
export function summariseSuppliers(
  product: Record<string, unknown>,
  suppliers: readonly Supplier[],
  kind: 'find' | 'recommend',
): string {
  const query = supplierQuery(productOf(product)) || 'this product';
  if (suppliers.length === 0) return `No supplier listings were found for “${query}” on ${ALL_MARKETPLACES}.`;
  if (suppliers.every((s) => s.isSearchLink)) {
    return `No supplier search is configured on this server, so no listings were checked. The links open searches for “${query}” on ${suppliers.map((s) => MARKETPLACE_LABELS[s.marketplace]).join(', ')}.`;
  }
  const found = suppliers.filter((s) => !s.isSearchLink);
  const counts = new Map<Marketplace, number>();
  for (const s of found) counts.set(s.marketplace, (counts.get(s.marketplace) ?? 0) + 1);
  const where = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([m, n]) => `${MARKETPLACE_LABELS[m]} ${n}`)
    .join(', ');
  const high = found.filter((s) => s.score >= SUPPLIER_HIGH_MATCH_SCORE).length;
  const best = [...found].sort((a, b) => b.score - a.score)[0]!;
  const listings = `${found.length} ${kind === 'recommend' ? 'recommended ' : ''}supplier listing${found.length === 1 ? '' : 's'}`;
  const parts = [
    `${listings} for “${query}” across ${counts.size} marketplace${counts.size === 1 ? '' : 's'} (${where}).`,
    high > 0
      ? `${high} ${high === 1 ? 'is a High Match' : 'are High Matches'} (match score ${SUPPLIER_HIGH_MATCH_SCORE} or more).`
      : `None names the product closely (no match score of ${SUPPLIER_HIGH_MATCH_SCORE} or more), so check each listing.`,
    `Best match: “${best.title}” on ${MARKETPLACE_LABELS[best.marketplace]} (score ${best.score}).`,
    'Prices, minimum order quantities and lead times are on each listing.',
  ];
  return parts.join(' ');
}
