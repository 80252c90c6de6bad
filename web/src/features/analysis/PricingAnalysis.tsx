import type { PricingAnalysis as Pricing } from '@costlens/contracts';
import { formatEstimate, formatPrice, similarityBand } from '@costlens/domain';
import { formatPercent1, formatPercentWhole } from './format.ts';
import { comparablesSummary, costToRetailFlow } from './pricing.ts';

/** Cost-to-retail flow, margins, market comparables and their summary. Prices have two decimals,
 *  markups are whole percents, margins have one decimal. */
export function PricingAnalysis({ data }: { data: Pricing }) {
  const flow = costToRetailFlow(data);
  const summary = comparablesSummary(data.marketComparables, data.retailPrice);
  return (
    <section className="card results-panel" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Pricing Analysis</h2>
      <p className="muted small">In Canadian dollars, per unit.</p>
      <h3 className="subheading">Cost to Retail</h3>
      <ol className="price-flow">
        {flow.map((step) => (
          <li key={step.label} className="price-flow-step">
            <div className="row">
              <span>
                {step.label}
                <span className="price-flow-hint small muted">{step.hint}</span>
              </span>
              <span className="spacer" />
              {step.markup !== null && (
                <span className="badge tone-blue" aria-label={`markup ${formatPercentWhole(step.markup)}`}>
                  +{formatPercentWhole(step.markup)}
                </span>
              )}
              <strong>{formatEstimate(step.value)}</strong>
            </div>
            <div className="progress" aria-hidden="true">
              <span style={{ width: `${step.barPercent}%` }} />
            </div>
          </li>
        ))}
      </ol>

      <dl className="margin-grid">
        <div>
          <dt>Wholesale Margin</dt>
          <dd>{formatPercent1(data.profitMargins.wholesaleMargin)}</dd>
        </div>
        <div>
          <dt>Retail Margin</dt>
          <dd>{formatPercent1(data.profitMargins.retailMargin)}</dd>
        </div>
      </dl>

      {data.marketComparables.length > 0 && (
        <>
          <h3 className="subheading">Market Comparables</h3>
          <ul className="comparables">
            {data.marketComparables.map((c, i) => {
              const band = similarityBand(c.similarity);
              const diff = c.price - data.retailPrice;
              return (
                <li key={`${c.productName}-${i}`} className="comparable">
                  <div className="comparable-main">
                    <strong>{c.productName}</strong>
                    <span className="muted small">
                      {c.brand} · {c.source}
                    </span>
                    <span className={`badge tone-${band.tone}`}>
                      {band.label} · {formatPercentWhole(c.similarity)}
                    </span>
                  </div>
                  <div className="comparable-price">
                    <strong>{formatPrice(c.price)}</strong>
                    <span className={diff > 0 ? 'diff-up small' : diff < 0 ? 'diff-down small' : 'muted small'}>
                      {diff === 0
                        ? 'Same as estimate'
                        : `${diff > 0 ? '+' : '−'}${formatEstimate(Math.abs(diff))} vs estimate`}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}

      {summary && (
        <dl className="pricing-summary">
          <div>
            <dt>Average Market Price</dt>
            <dd>{formatEstimate(summary.average)}</dd>
          </div>
          <div>
            <dt>Your Position</dt>
            <dd>{summary.position} average</dd>
          </div>
          <div>
            <dt>Price Range</dt>
            <dd>
              {formatPrice(summary.low)} - {formatPrice(summary.high)}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
