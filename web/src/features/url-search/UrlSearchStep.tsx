/**
 * URL search (home step url-search and /find-similar): paste a product page address, read the product
 * from it, then list similar products cheapest first with what each saves.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { ExtractedProduct, Offer } from '@costlens/contracts';
import { formatPrice } from '@costlens/domain';
import { WatchPriceButton } from '../watch/index.ts';
import { SampleIllustration } from './SampleIllustration.tsx';
import { SimilarOfferRow } from './SimilarOfferRow.tsx';
import { useUrlSearch } from './use-url-search.ts';
import './url-search.css';

export const NO_SIMILAR_TEXT =
  "We couldn't find similar products for this item. Try searching with a different product or check back later.";

export default function UrlSearchStep({ onBack, initialUrl }: { onBack: () => void; initialUrl?: string }) {
  const [url, setUrl] = useState(initialUrl ?? '');
  useEffect(() => {
    if (initialUrl) setUrl(initialUrl);
  }, [initialUrl]);
  const { state, search, searchByName, busy } = useUrlSearch();
  // The address the product was read from (the field may be edited since): the one a watch re-reads.
  const [searched, setSearched] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSearched(url.trim());
    void search(url);
  };

  return (
    <section className="url-search" aria-labelledby="url-search-title">
      <div className="card">
        <h2 id="url-search-title">Find Cheaper Similar Products</h2>
        <p className="muted">
          Paste the address of a product page. We read the product from the page and look for similar products at
          Canadian retailers.
        </p>
        <form className="us-form" onSubmit={onSubmit}>
          <label htmlFor="us-url" className="small">
            Product page address
          </label>
          <div className="row">
            <input
              id="us-url"
              className="input us-input"
              type="text"
              inputMode="url"
              autoComplete="url"
              placeholder="https://www.example.com/product/wireless-headphones"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              disabled={busy}
              aria-invalid={state.error && state.phase === 'idle' ? true : undefined}
              aria-describedby={state.error ? 'us-error' : undefined}
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? 'Analyzing...' : 'Find Alternatives'}
            </button>
          </div>
          {state.error && (
            <div id="us-error" className="us-error" role="alert">
              <strong>{state.error.title}</strong> <span>{state.error.text}</span>
            </div>
          )}
        </form>
        {state.suggestion && state.phase === 'idle' ? (
          <div className="us-suggestion">
            <p className="small">Search stores by the product's name instead:</p>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setSearched('');
                void searchByName(state.suggestion!);
              }}
            >
              Search stores for “{state.suggestion}”
            </button>
          </div>
        ) : null}
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          ← Back to Camera
        </button>
      </div>

      {state.phase === 'idle' ? <SampleIllustration /> : null}
      {state.phase === 'extracting' ? (
        <Busy title="Extracting Product Information..." text="Analyzing the product page with AI..." />
      ) : null}
      {state.product ? <OriginalProduct product={state.product} queries={state.queries} pageUrl={searched} /> : null}
      {state.phase === 'finding' ? (
        <Busy title="Finding Similar Products..." text="Searching for cheaper alternatives..." />
      ) : null}
      {state.phase === 'done' && state.product ? (
        <SimilarList product={state.product} offers={state.offers} query={state.queries[0]} />
      ) : null}
    </section>
  );
}

function Busy({ title, text }: { title: string; text: string }) {
  return (
    <div className="card center" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <h3>{title}</h3>
      <p className="muted">{text}</p>
    </div>
  );
}

function OriginalProduct({
  product,
  queries,
  pageUrl,
}: {
  product: ExtractedProduct;
  queries: string[];
  pageUrl: string;
}) {
  return (
    <div className="card us-original" aria-labelledby="us-original-name">
      <p className="small muted">Original product</p>
      <h3 id="us-original-name">{product.name}</h3>
      <dl className="us-facts">
        {product.brand ? (
          <div>
            <dt>Brand</dt>
            <dd>{product.brand}</dd>
          </div>
        ) : null}
        {product.category ? (
          <div>
            <dt>Category</dt>
            <dd>{product.category}</dd>
          </div>
        ) : null}
        <div>
          <dt>Original price</dt>
          <dd>{product.price !== null ? formatPrice(product.price, product.currency) : 'Not listed on the page'}</dd>
        </div>
      </dl>
      {product.keyFeatures.length > 0 ? (
        <>
          <h4>Key features</h4>
          <ul className="us-features">
            {product.keyFeatures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </>
      ) : null}
      {pageUrl ? <WatchPriceButton url={pageUrl} title={product.name} /> : null}
      {queries.length > 0 ? (
        <p className="small muted us-queries">
          <span>Search queries used: </span>
          {queries.join(' • ')}
        </p>
      ) : null}
    </div>
  );
}

function SimilarList({
  product,
  offers,
  query,
}: {
  product: ExtractedProduct;
  offers: Offer[];
  query: string | undefined;
}) {
  if (offers.length === 0) {
    return (
      <div className="card center">
        <h3>No Similar Products Found</h3>
        <p className="muted">{NO_SIMILAR_TEXT}</p>
      </div>
    );
  }
  const onlyLinks = offers.every((o) => o.isSearchLink);
  return (
    <div className="card">
      <div className="us-list-head">
        <h3>Similar Products ({offers.length} found)</h3>
        <p className="small muted">Sorted by price (lowest first)</p>
      </div>
      {onlyLinks ? (
        <p className="small muted">
          CostLens can’t look up live prices here, so no prices were checked: these links search Canadian retailers for
          “{query ?? product.name}”.
        </p>
      ) : null}
      <ul className="us-offers" aria-label="Similar products">
        {offers.map((o) => (
          <SimilarOfferRow key={o.url} offer={o} originalPrice={product.price} originalCurrency={product.currency} />
        ))}
      </ul>
    </div>
  );
}
