import type { Offer } from '@costlens/contracts';
import { formatPrice, savings } from '@costlens/domain';
import { OfferImage } from '../../ui/OfferImage.tsx';
import { saveLabel } from './save-label.ts';

/** One similar product: image (hidden on error), 2-line title, retailer, en-CA price, savings when cheaper. */
export function SimilarOfferRow({
  offer,
  originalPrice,
  originalCurrency,
}: {
  offer: Offer;
  originalPrice: number | null;
  originalCurrency: string;
}) {
  // Prices in another currency are not compared: no conversion is guessed.
  const saved = offer.currency === originalCurrency ? savings(originalPrice, offer.price) : null;
  return (
    <li className="us-offer">
      <OfferImage src={offer.image} className="us-offer-image" />
      <div className="us-offer-body">
        <p className="us-offer-title" title={offer.title}>
          {offer.title}
        </p>
        <p className="small muted">{offer.source}</p>
        <p className="us-offer-price">
          {offer.isSearchLink ? (
            <span className="muted">Search link: no price checked</span>
          ) : offer.price !== null ? (
            <strong>{formatPrice(offer.price, offer.currency)}</strong>
          ) : (
            <span className="muted">Price not listed</span>
          )}
          {saved ? (
            <span className="badge tone-green">{saveLabel(formatPrice(saved.amount, offer.currency), saved.pct)}</span>
          ) : null}
        </p>
        {offer.availability ? <p className="small muted">{offer.availability}</p> : null}
      </div>
      <a className="btn btn-sm btn-primary" href={offer.url} target="_blank" rel="noopener noreferrer">
        {offer.isSearchLink ? `Search ${offer.source}` : 'View Deal'}
      </a>
    </li>
  );
}
