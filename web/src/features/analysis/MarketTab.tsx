import type { MarketSaturation, Opportunity, SaturationLevel } from '@costlens/contracts';
import { RECOMMENDED_ACTION, SATURATION_BAR } from '@costlens/domain';
import type { Tone } from '@costlens/domain';
import { readable } from './format.ts';

const OPPORTUNITY_TONE: Record<Opportunity, Tone> = { Excellent: 'green', Good: 'blue', Fair: 'yellow', Poor: 'red' };
const SATURATION_TONE: Record<SaturationLevel, Tone> = {
  Low: 'green',
  Medium: 'yellow',
  High: 'orange',
  Oversaturated: 'red',
};

/** Rising and Declining are named trends; anything else reads as stable. */
export function trendLabel(trend: string): { label: string; symbol: string; tone: Tone } {
  if (trend === 'Rising') return { label: 'Rising', symbol: '↑', tone: 'green' };
  if (trend === 'Declining') return { label: 'Declining', symbol: '↓', tone: 'red' };
  return { label: 'Stable', symbol: '→', tone: 'grey' };
}

export function MarketTab({ data }: { data: MarketSaturation | undefined }) {
  if (!data) return <p className="empty-tab">No market saturation data available for this analysis</p>;
  const trend = trendLabel(data.trendAnalysis.currentTrend);
  const saturation = SATURATION_BAR[data.saturationLevel];
  return (
    <section aria-labelledby="market-title" className="stack-lg">
      <div className="row">
        <h2 id="market-title">Market Saturation</h2>
        <span className="spacer" />
        <span className={`badge tone-${OPPORTUNITY_TONE[data.opportunity]}`}>{data.opportunity} opportunity</span>
      </div>
      <div>
        <div className="row">
          <span id="saturation-label">Saturation</span>
          <span className="spacer" />
          <span className={`badge tone-${SATURATION_TONE[data.saturationLevel]}`}>{data.saturationLevel}</span>
        </div>
        <div
          className={`progress progress-${SATURATION_TONE[data.saturationLevel]}`}
          role="progressbar"
          aria-labelledby="saturation-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={saturation}
        >
          <span style={{ width: `${saturation}%` }} />
        </div>
      </div>
      <dl className="figure-grid">
        <div className="figure">
          <dt>Competitors</dt>
          <dd>{data.competitorCount.toLocaleString('en-US')}</dd>
        </div>
        <div className="figure">
          <dt>Market Growth</dt>
          <dd>
            {data.marketGrowth > 0 ? '+' : ''}
            {data.marketGrowth}%
          </dd>
        </div>
        <div className="figure">
          <dt>Current Trend</dt>
          <dd>
            <span className={`badge tone-${trend.tone}`}>
              <span aria-hidden="true">{trend.symbol} </span>
              {trend.label}
            </span>
          </dd>
        </div>
        <div className="figure">
          <dt>Seasonal Peak</dt>
          <dd>
            {data.seasonality.isSeasonalProduct && data.seasonality.peakMonths.length > 0
              ? data.seasonality.peakMonths.join(', ')
              : 'Not seasonal'}
          </dd>
        </div>
      </dl>
      <details className="market-more">
        <summary>Why: barriers, trend and reasoning</summary>
        <div className="stack-lg">
          <div>
            <h3>Entry Barriers</h3>
            <p className="muted">{data.entryBarriers}</p>
          </div>
          <div>
            <h3>Trend Analysis</h3>
            <p className="muted">{readable(data.trendAnalysis.futureOutlook)}</p>
          </div>
          <div>
            <h3>Why</h3>
            <p className="muted">{readable(data.reasoning)}</p>
          </div>
        </div>
      </details>
      <div className={`recommendation-banner tone-${OPPORTUNITY_TONE[data.opportunity]}`}>
        <p className="recommendation-title">Recommended Action</p>
        <p>{RECOMMENDED_ACTION[data.opportunity]}</p>
      </div>
    </section>
  );
}
