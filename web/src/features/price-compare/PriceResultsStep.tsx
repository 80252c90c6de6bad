/**
 * The price comparison screen (home step price-results): loading, an error card (busy or unavailable),
 * the suggested-retailers fallback, or the results with the 'All Retailers' and 'Cheapest on Amazon' tabs.
 * The comparison starts by itself unless the query is the identify step's placeholder.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PriceCompareResponse } from '@costlens/contracts';
import { callApi } from '../../lib/api-client.ts';
import { WatchPriceButton } from '../watch/index.ts';
import { TabBar, tabIds } from '../../ui/TabBar.tsx';
import type { TabItem } from '../../ui/TabBar.tsx';
import { AmazonTab } from './AmazonTab.tsx';
import { Explanation } from './Explanation.tsx';
import { OfferList } from './OfferList.tsx';
import {
  CACHE_NOTICE,
  COUNTRY,
  DEFAULT_EXPLANATION,
  isSuggestedRetailers,
  priceCompareBody,
  priceError,
} from './price-compare-logic.ts';
import { SuggestedRetailers } from './SuggestedRetailers.tsx';
import './price-compare.css';

export interface PriceResultsProps {
  productQuery: string;
  upc: string | null;
  brand: string | null;
  image: string | null;
  onNewAnalysis: () => void;
}

type Tab = 'all' | 'amazon';
const TABS: readonly TabItem<Tab>[] = [
  { key: 'all', label: 'All Retailers' },
  { key: 'amazon', label: 'Cheapest on Amazon' },
];
const TAB_PREFIX = 'price-tabs';

export default function PriceResultsStep({ productQuery, upc, brand, image, onNewAnalysis }: PriceResultsProps) {
  // The home flow never opens this step without a name (an unrecognised photo asks for one first).
  const unnamed = productQuery.trim() === '';
  const body = priceCompareBody(productQuery, upc, brand);
  const compare = useQuery({
    queryKey: ['priceCompare', body],
    queryFn: ({ signal }) => callApi('priceCompare', { body, signal }),
    enabled: !unnamed,
  });

  return (
    <section className="price-results" aria-labelledby="price-results-title">
      <div className="card row pc-head">
        {image ? <img className="pc-thumb" src={image} alt="The photographed product" /> : null}
        <div>
          <h2 id="price-results-title">Price Comparison</h2>
          <p className="muted">
            {productQuery}
            {upc ? ` · UPC ${upc}` : ''}
          </p>
        </div>
      </div>
      {unnamed ? null : (
        <WatchPriceButton
          query={productQuery}
          upc={upc}
          title={productQuery}
          pricesSearched={!(compare.data && isSuggestedRetailers(compare.data.offers))}
        />
      )}
      {unnamed ? null : compare.isPending ? (
        <Loading productQuery={productQuery} />
      ) : compare.isError ? (
        <ErrorCard error={compare.error} onRetry={() => void compare.refetch()} retrying={compare.isFetching} />
      ) : (
        <Results productQuery={productQuery} upc={upc} brand={brand} data={compare.data} />
      )}
      <button type="button" className="btn btn-block" onClick={onNewAnalysis}>
        New Analysis
      </button>
    </section>
  );
}

function Loading({ productQuery }: { productQuery: string }) {
  return (
    <div className="card" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p className="center">Comparing prices for “{productQuery}” at Canadian retailers…</p>
      <div className="stack" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton pc-skeleton" />
        ))}
      </div>
    </div>
  );
}

function ErrorCard({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { message, retryable, busy } = priceError(error);
  return (
    <div className={`card pc-error ${busy ? 'tone-orange' : 'tone-red'}`} role="alert">
      <h3>{busy ? 'Service Temporarily Busy' : 'Price Data Unavailable'}</h3>
      <p>{message}</p>
      {busy ? <p className="small">This usually resolves within a few minutes.</p> : null}
      {retryable ? (
        <button type="button" className="btn" onClick={onRetry} disabled={retrying}>
          Try Again
        </button>
      ) : null}
    </div>
  );
}

function Results({
  productQuery,
  upc,
  brand,
  data,
}: {
  productQuery: string;
  upc: string | null;
  brand: string | null;
  data: PriceCompareResponse;
}) {
  const [tab, setTab] = useState<Tab>('all');
  const fallback = isSuggestedRetailers(data.offers);
  const explain = useQuery({
    queryKey: ['explainPrices', productQuery, data.offers],
    queryFn: () =>
      callApi('explainPrices', { body: { country: COUNTRY, product: { name: productQuery }, offers: data.offers } }),
    enabled: data.offers.length > 0 && !fallback,
  });

  if (data.offers.length === 0) {
    return (
      <div className="card">
        <h3>No Prices Found</h3>
        <p className="muted">
          No retailer listed “{productQuery}” with a price. Try a new analysis with a clearer photo or a more specific
          name.
        </p>
      </div>
    );
  }
  if (fallback) return <SuggestedRetailers productQuery={productQuery} offers={data.offers} />;
  return (
    <div>
      {data.cached ? <p className="badge tone-blue pc-cache-notice">{CACHE_NOTICE}</p> : null}
      <Explanation
        loading={explain.isPending}
        data={explain.data}
        fallback={explain.isError ? DEFAULT_EXPLANATION : null}
      />
      <TabBar<Tab> tabs={TABS} active={tab} onChange={setTab} label="Price results" idPrefix={TAB_PREFIX} />
      <div
        role="tabpanel"
        id={tabIds(TAB_PREFIX, 'all').panel}
        aria-labelledby={tabIds(TAB_PREFIX, 'all').tab}
        hidden={tab !== 'all'}
      >
        <p className="small muted">
          {data.offers.length} {data.offers.length === 1 ? 'offer' : 'offers'}, cheapest first
        </p>
        <OfferList offers={data.offers} />
      </div>
      {/* Kept mounted while hidden so an Amazon search survives switching tabs. */}
      <div
        role="tabpanel"
        id={tabIds(TAB_PREFIX, 'amazon').panel}
        aria-labelledby={tabIds(TAB_PREFIX, 'amazon').tab}
        hidden={tab !== 'amazon'}
      >
        <AmazonTab productQuery={productQuery} upc={upc} brand={brand} />
      </div>
    </div>
  );
}
