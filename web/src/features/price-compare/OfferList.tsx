import type { PriceOffer } from '@costlens/contracts';
import { formatPrice } from '@costlens/domain';
import { OfferImage } from '../../ui/OfferImage.tsx';

/** Every retailer's offer, cheapest first as the server sorted them. */
export function OfferList({ offers }: { offers: readonly PriceOffer[] }) {
  return (
    <ul className="pc-offers" aria-label="Offers">
      {offers.map((o) => (
        <li key={o.url} className="pc-offer">
          <OfferImage src={o.image} className="pc-offer-image" />
          <div className="pc-offer-body">
            <p className="pc-offer-title">{o.title}</p>
            <p className="small muted">
              {o.retailer}
              {o.availability ? ` · ${o.availability}` : ''}
            </p>
            {o.notes ? <p className="small muted">{o.notes}</p> : null}
          </div>
          <div className="pc-offer-side">
            <strong className="pc-price">
              {o.price !== null ? formatPrice(o.price, o.currency) : 'Price not listed'}
            </strong>
            <a className="btn btn-sm btn-primary" href={o.url} target="_blank" rel="noopener noreferrer">
              View Deal
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
