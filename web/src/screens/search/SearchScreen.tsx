/** /prices?q=… and /suppliers?q=…: a price comparison or a supplier search at its own address, so a reload,
 *  the back button and History open it again (answers come from the two-hour caches, offline too). Each
 *  visit keeps the search on this device, where History lists it. */
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { SearchItem } from '@costlens/offline';
import { searchPath } from '@costlens/offline/search-path';
import { BarcodeOnlyNote } from '../../features/product-facts/index.ts';
import { loadOffline } from '../../lazy.ts';
import { PriceResultsStep, SupplierResultsStep } from '../../lazy.ts';
import { useObjectUrl } from '../../lib/use-object-url.ts';
import { BackLink } from '../../ui/BackLink.tsx';

export type SearchKind = SearchItem['type'];

/** The words of a search address, as they were typed. */
export function searchOf(search: string): { query: string; upc: string | null; brand: string | null } {
  const params = new URLSearchParams(search);
  return {
    query: (params.get('q') ?? '').trim(),
    upc: params.get('upc')?.trim() || null,
    brand: params.get('brand')?.trim() || null,
  };
}

export default function SearchScreen({ kind }: { kind: SearchKind }) {
  const { query, upc, brand } = searchOf(useSearch());
  const [, navigate] = useLocation();
  const [kept, setKept] = useState<SearchItem | null>(null);
  useEffect(() => {
    if (!query) return;
    let live = true;
    void loadOffline()
      .then((m) => m.keepSearch({ type: kind, query, upc, brand }))
      .then((item) => live && setKept(item))
      // Not kept (a full device, no storage): the results still show; History will not list them.
      .catch((err: unknown) => console.warn('The search could not be kept on this device', err));
    return () => {
      live = false;
    };
  }, [kind, query, upc, brand]);
  const photo = useObjectUrl(kept?.thumbnail ?? null);
  const title = kind === 'price' ? 'Prices' : 'Suppliers';

  if (!query) {
    return (
      <main className="page narrow">
        <div className="card center">
          <h1>Nothing to search for</h1>
          <p className="muted">This address names no product. Photograph one, or type its name on the home screen.</p>
          <Link href="/" className="btn btn-primary">
            Go to the home screen
          </Link>
        </div>
      </main>
    );
  }
  const step =
    kind === 'price' ? (
      <PriceResultsStep
        productQuery={query}
        upc={upc}
        brand={brand}
        image={photo}
        onNewAnalysis={() => navigate('/')}
      />
    ) : (
      <SupplierResultsStep productQuery={query} brand={brand} image={photo} onNewAnalysis={() => navigate('/')} />
    );
  return (
    <main className="page narrow" data-search-kind={kind}>
      <BackLink fallback={{ href: '/history', name: 'History' }} />
      <h1 className="search-title">
        {title}: {query}
      </h1>
      {upc && query === upc && (
        <BarcodeOnlyNote
          code={upc}
          onSearch={(words, named) => navigate(searchPath({ type: kind, query: words, upc, brand: named }))}
        />
      )}
      <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>{step}</Suspense>
    </main>
  );
}
