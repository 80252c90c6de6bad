import type { Opportunity, PlatformRecommendation } from '@costlens/contracts';
import { SUITABILITY_BAR } from '@costlens/domain';
import type { Tone } from '@costlens/domain';
import { readable } from './format.ts';

const SUITABILITY_TONE: Record<Opportunity, Tone> = { Excellent: 'green', Good: 'blue', Fair: 'yellow', Poor: 'red' };
// Competition reads the other way round from quality: high competition is the risk.
const COMPETITION_TONE: Record<string, Tone> = { Low: 'green', Medium: 'yellow', High: 'red' };
const SUITABILITY_ORDER: Opportunity[] = ['Excellent', 'Good', 'Fair', 'Poor'];

/** The multi-platform note, built from the cards: lead with the best-suited platforms, then the rest. */
export function multiPlatformNote(platforms: readonly PlatformRecommendation[]): string {
  const ranked = [...platforms].sort(
    (a, b) => SUITABILITY_ORDER.indexOf(a.suitability) - SUITABILITY_ORDER.indexOf(b.suitability),
  );
  const best = ranked[0]?.suitability;
  const lead = ranked.filter((p) => p.suitability === best).map((p) => p.platform);
  const rest = ranked.filter((p) => p.suitability !== best).map((p) => p.platform);
  if (lead.length === 0) return '';
  const start = `Start on ${lead.join(' and ')} (${best} suitability)`;
  return rest.length > 0
    ? `${start}, then expand to ${rest.join(', ')} once listings, reviews and fulfilment are proven.`
    : `${start} and grow reviews there before adding more channels.`;
}

export function PlatformsTab({ platforms }: { platforms: readonly PlatformRecommendation[] }) {
  if (platforms.length === 0)
    return <p className="empty-tab">No platform recommendations available for this analysis</p>;
  return (
    <section aria-labelledby="platforms-title" className="stack-lg">
      <h2 id="platforms-title">Platform Recommendations</h2>
      <ul className="platform-list">
        {platforms.map((p, i) => (
          <li key={`${p.platform}-${i}`} className="platform-card">
            <div className="row">
              <h3>{p.platform}</h3>
              <span className="spacer" />
              <span className={`badge tone-${SUITABILITY_TONE[p.suitability]}`}>{p.suitability}</span>
            </div>
            <div
              className={`progress progress-${SUITABILITY_TONE[p.suitability]}`}
              role="progressbar"
              aria-label={`${p.platform} suitability`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={SUITABILITY_BAR[p.suitability]}
            >
              <span style={{ width: `${SUITABILITY_BAR[p.suitability]}%` }} />
            </div>
            <p className="platform-strategy">
              <strong>Recommended strategy:</strong> {readable(p.recommendation)}
            </p>
            <details className="platform-more">
              <summary>Fees, competition, pros and cons</summary>
              <dl className="platform-facts">
                <div>
                  <dt>Expected Sales</dt>
                  <dd>{p.expectedSales}</dd>
                </div>
                <div>
                  <dt>Competition</dt>
                  <dd>
                    <span className={`badge tone-${COMPETITION_TONE[p.competitionLevel] ?? 'grey'}`}>
                      {p.competitionLevel}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt>Marketing Cost</dt>
                  <dd>{p.marketingCost}</dd>
                </div>
                <div>
                  <dt>Platform Fees</dt>
                  <dd>{readable(p.feeStructure)}</dd>
                </div>
              </dl>
              <div className="pros-cons">
                <div>
                  <h4>Advantages</h4>
                  <ul className="check-list pros">
                    {p.pros.map((x, j) => (
                      <li key={j}>{readable(x)}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4>Challenges</h4>
                  <ul className="check-list cons">
                    {p.cons.map((x, j) => (
                      <li key={j}>{readable(x)}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </details>
          </li>
        ))}
      </ul>
      <div className="recommendation-banner tone-blue">
        <p className="recommendation-title">Multi-Platform Strategy</p>
        <p>{multiPlatformNote(platforms)}</p>
      </div>
    </section>
  );
}
