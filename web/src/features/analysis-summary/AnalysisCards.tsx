/** The cards of a stored analysis: cost, offers, suppliers, details.
 *  The shared page shows the same cards for analyses that are not full analyses. */
import { useId } from 'react';
import type { StoredAnalysis } from '@costlens/contracts';
import { confidenceBand, formatEstimateRange, formatPrice } from '@costlens/domain';
import { ANALYSIS_TYPE_NAMES, formatConfidence, methodologyLabel, safeHttpUrl } from './labels.ts';

/** The detail page lists the first 5 suppliers. */
export const DETAIL_SUPPLIER_LIMIT = 5;

export function CostAnalysisCard({ stored }: { stored: StoredAnalysis }) {
  const headingId = useId();
  const band = confidenceBand(stored.confidence);
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Cost Analysis</h2>
      <p className="detail-cost-range">{formatEstimateRange(stored.costRangeLow, stored.costRangeHigh)}</p>
      <p className="muted small">Estimated cost range</p>
      <p>
        <span className={`badge tone-${band.tone}`}>{formatConfidence(stored.confidence)} confidence</span>
      </p>
    </section>
  );
}

export function PriceComparisonCard({ stored }: { stored: StoredAnalysis }) {
  const headingId = useId();
  const offers = stored.offers;
  if (offers.length === 0) return null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Price Comparison</h2>
      <ul className="detail-list">
        {offers.map((offer, i) => {
          const href = safeHttpUrl(offer.url);
          return (
            <li key={`${offer.source}-${i}`} className="detail-offer">
              <div className="detail-offer-main">
                <p className="detail-offer-title">
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {offer.title}
                    </a>
                  ) : (
                    offer.title
                  )}
                </p>
                <p className="muted small">{offer.source}</p>
              </div>
              <div className="detail-offer-side">
                <p className="detail-offer-price">
                  {offer.price === null ? 'Price not listed' : formatPrice(offer.price, offer.currency)}
                </p>
                {offer.availability && <p className="muted small">{offer.availability}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function SuppliersCard({ stored }: { stored: StoredAnalysis }) {
  const headingId = useId();
  const suppliers = stored.supplierList.slice(0, DETAIL_SUPPLIER_LIMIT);
  if (suppliers.length === 0) return null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Suppliers</h2>
      <ul className="detail-list">
        {suppliers.map((s, i) => {
          const href = safeHttpUrl(s.website);
          return (
            <li key={`${s.companyName}-${i}`} className="detail-supplier">
              <div className="row">
                <p className="detail-supplier-name">{s.companyName}</p>
                {s.verified && <span className="badge tone-green">Verified</span>}
              </div>
              <p className="muted small">{s.platform}</p>
              {s.notes && <p className="small">{s.notes}</p>}
              {href && (
                <a className="detail-supplier-link" href={href} target="_blank" rel="noopener noreferrer">
                  Visit Supplier →
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function DetailsCard({ stored }: { stored: StoredAnalysis }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Details</h2>
      <dl className="detail-facts">
        <div>
          <dt>Category</dt>
          <dd>{stored.productCategory}</dd>
        </div>
        <div>
          <dt>Analysis Type</dt>
          <dd>{ANALYSIS_TYPE_NAMES[stored.type] ?? stored.type}</dd>
        </div>
        <div>
          <dt>Source</dt>
          <dd>{methodologyLabel(stored.methodologyType)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Every card in the detail page's order. */
export function AnalysisCards({ stored }: { stored: StoredAnalysis }) {
  return (
    <div className="detail-cards">
      <CostAnalysisCard stored={stored} />
      <PriceComparisonCard stored={stored} />
      <SuppliersCard stored={stored} />
      <DetailsCard stored={stored} />
    </div>
  );
}
