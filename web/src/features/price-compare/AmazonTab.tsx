import { useMutation, useQuery } from '@tanstack/react-query';
import { formatPrice } from '@costlens/domain';
import { toast } from '../../lib/toasts.ts';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { Explanation } from './Explanation.tsx';
import { OfferImage } from '../../ui/OfferImage.tsx';
import { AMAZON_EXPLAIN_FAILED, COUNTRY, amazonBody, amazonDomain } from './price-compare-logic.ts';

/** 'Cheapest on Amazon': a prompt, then searching, an error with Try Again, or the results. */
export function AmazonTab({
  productQuery,
  upc,
  brand,
}: {
  productQuery: string;
  upc: string | null;
  brand: string | null;
}) {
  const search = useMutation({
    mutationFn: () => callApi('amazon', { body: amazonBody(productQuery, upc, brand) }),
    onError: () =>
      toast({
        title: 'Search Error',
        description: 'Unable to search Amazon prices. Please try again.',
        variant: 'destructive',
      }),
  });
  const data = search.data;
  const priced = data?.offers.filter((o) => o.price !== null) ?? [];
  const unpriced = (data?.offers.length ?? 0) - priced.length;
  const explain = useQuery({
    queryKey: ['explainAmazon', productQuery, data],
    queryFn: () =>
      callApi('explainAmazon', {
        body: { country: COUNTRY, product: { name: productQuery }, offers: data!.offers },
      }),
    enabled: priced.length > 0,
  });
  const domain = amazonDomain(COUNTRY, data?.searchUrl);

  if (search.isIdle) {
    return (
      <div className="card pc-amazon-prompt">
        <h3>Cheapest on Amazon</h3>
        <p className="muted">
          Look up “{productQuery}” on {domain} and list the listings cheapest first.
        </p>
        <button type="button" className="btn btn-primary" onClick={() => search.mutate()}>
          Search {domain}
        </button>
      </div>
    );
  }
  if (search.isPending) {
    return (
      <div className="card center" role="status">
        <div className="spinner" aria-hidden="true" />
        <p>Searching {domain}…</p>
      </div>
    );
  }
  if (search.isError) {
    const detail = search.error instanceof ApiError ? search.error.serverMessage : undefined;
    return (
      <div className="card pc-error tone-red" role="alert">
        <h3>Unable to search Amazon prices at this time</h3>
        <p className="small">{detail ?? 'Failed to search Amazon'}</p>
        <button type="button" className="btn" onClick={() => search.mutate()}>
          Try Again
        </button>
      </div>
    );
  }
  if (!data?.configured) {
    return (
      <div className="card">
        <h3>Search {domain} yourself</h3>
        <p className="muted">Amazon prices aren't checked here. This link runs the same search on {domain}.</p>
        {data?.searchUrl ? (
          <a className="btn" href={data.searchUrl} target="_blank" rel="noopener noreferrer">
            Search {domain}
          </a>
        ) : null}
      </div>
    );
  }
  if (priced.length === 0) {
    return (
      <div className="card">
        <h3>No priced items found on Amazon for this product</h3>
        <p className="muted">
          {unpriced} related {unpriced === 1 ? 'item was' : 'items were'} found on {domain} without a price.
        </p>
      </div>
    );
  }
  return (
    <div>
      <Explanation
        loading={explain.isPending}
        data={explain.data}
        fallback={explain.isError ? AMAZON_EXPLAIN_FAILED : null}
      />
      <p className="small muted">
        {priced.length} priced {priced.length === 1 ? 'listing' : 'listings'} on {domain}, cheapest first
        {unpriced > 0 ? ` · ${unpriced} without a price` : ''}
      </p>
      <ul className="pc-offers" aria-label="Amazon listings">
        {priced.map((o) => (
          <li key={o.url} className="pc-offer">
            <OfferImage src={o.image} className="pc-offer-image" />
            <div className="pc-offer-body">
              <p className="pc-offer-title">{o.title}</p>
              <p className="row small">
                {o.badges.prime ? <span className="badge tone-blue">Prime</span> : null}
                {o.badges.rating !== null ? (
                  <span className="muted" aria-label={`Rated ${o.badges.rating} out of 5`}>
                    ★ {o.badges.rating}
                  </span>
                ) : null}
              </p>
            </div>
            <div className="pc-offer-side">
              <strong className="pc-price">{formatPrice(o.price!, o.currency)}</strong>
              <a className="btn btn-sm btn-primary" href={o.url} target="_blank" rel="noopener noreferrer">
                View Deal
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
