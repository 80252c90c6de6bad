import type { PriceOffer } from '@costlens/contracts';

/** The no-price fallback: where to look, never what it costs (every offer is a retailer search link). */
export function SuggestedRetailers({ productQuery, offers }: { productQuery: string; offers: readonly PriceOffer[] }) {
  return (
    <div className="card">
      <h3>Suggested Retailers</h3>
      <p className="muted">
        CostLens can’t look up live prices here, so no price was checked. These links search major Canadian retailers
        for “{productQuery}”; open them to compare current prices yourself.
      </p>
      <ul className="pc-retailers" aria-label="Suggested retailers">
        {offers.map((o) => (
          <li key={o.url}>
            <a className="btn btn-block pc-retailer-link" href={o.url} target="_blank" rel="noopener noreferrer">
              <span>Search {o.retailer}</span>
              <span aria-hidden="true">↗</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
