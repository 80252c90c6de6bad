/** The three things a shopper does next with an analysis, on its first screen: compare what stores charge,
 *  find suppliers for this product, and watch its price. Each opens here, with this product's name. */
import { Link } from 'wouter';
import type { Analysis } from '@costlens/contracts';
import { searchPath } from '@costlens/offline/search-path';
import { WatchPriceButton } from '../watch/index.ts';

/** The price search and the supplier search of this analysis's product. */
export function searchesOf(analysis: Pick<Analysis, 'productName' | 'identification'>) {
  const search = {
    query: analysis.productName,
    upc: analysis.identification?.upc ?? null,
    brand: analysis.identification?.brand ?? null,
  };
  return {
    prices: searchPath({ type: 'price', ...search }),
    suppliers: searchPath({ type: 'suppliers', ...search }),
  };
}

export function NextSteps({ analysis }: { analysis: Analysis }) {
  const { prices, suppliers } = searchesOf(analysis);
  return (
    <nav className="next-steps" aria-label="What to do next">
      <Link href={prices} className="btn btn-primary next-step">
        Compare store prices
      </Link>
      <Link href={suppliers} className="btn next-step">
        Find suppliers
      </Link>
      <WatchPriceButton
        query={analysis.productName}
        upc={analysis.identification?.upc ?? null}
        title={analysis.productName}
        searchHref={prices}
        watchingLink={false}
      />
    </nav>
  );
}
