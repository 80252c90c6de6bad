import { formatPrice, savings } from '@costlens/domain';
import { saveLabel } from './save-label.ts';

// Illustration only: made-up names and round example prices, labelled as such on screen.
const EXAMPLE_ORIGINAL = { name: 'Wireless noise-cancelling headphones', price: 399.99 };
const EXAMPLE_OFFERS = [
  { retailer: 'Retailer A', price: 279.99 },
  { retailer: 'Retailer B', price: 299.99 },
  { retailer: 'Retailer C', price: 329.99 },
  { retailer: 'Retailer D', price: 349.99 },
];

/** What a result looks like, before anything is loaded: one original and four cheaper offers. */
export function SampleIllustration() {
  return (
    <figure className="card us-sample" aria-labelledby="us-sample-caption">
      <figcaption id="us-sample-caption">
        <span className="badge tone-yellow">Example</span> How results look: not real products or prices
      </figcaption>
      <div className="us-sample-original">
        <span className="small muted">Original product</span>
        <strong>{EXAMPLE_ORIGINAL.name}</strong>
        <span>{formatPrice(EXAMPLE_ORIGINAL.price)}</span>
      </div>
      <ul className="us-sample-offers">
        {EXAMPLE_OFFERS.map((o) => {
          const saved = savings(EXAMPLE_ORIGINAL.price, o.price)!;
          return (
            <li key={o.retailer}>
              <span>{o.retailer}</span>
              <span>{formatPrice(o.price)}</span>
              <span className="badge tone-green">{saveLabel(formatPrice(saved.amount), saved.pct)}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
