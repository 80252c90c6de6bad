import { Link } from 'wouter';
import { landedCostHref, prefillFromListing } from './prefill.ts';

/** "Landed cost" on a supplier listing that shows a price in a named currency; nothing on one without. */
export default function LandedCostLink({ listing }: { listing: { title: string; snippet: string } }) {
  const prefill = prefillFromListing(listing);
  if (!prefill) return null;
  return (
    <Link className="btn btn-sm" href={landedCostHref(prefill)} aria-label={`Landed cost of ${listing.title}`}>
      Landed cost
    </Link>
  );
}
