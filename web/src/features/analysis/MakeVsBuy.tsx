import { useState } from 'react';
import type { ReactNode } from 'react';
import type { MakeBuyAnalysis } from '@costlens/contracts';
import { formatEstimate, formatPrice, levelTone } from '@costlens/domain';
import type { Tone } from '@costlens/domain';
import { TabBar, tabIds } from '../../ui/TabBar.tsx';
import type { TabItem } from '../../ui/TabBar.tsx';
import { readable } from './format.ts';

type MakeBuyTab = 'make' | 'buy';
const TABS: readonly TabItem<MakeBuyTab>[] = [
  { key: 'make', label: 'Make In-House' },
  { key: 'buy', label: 'Buy from Supplier' },
];
const ID_PREFIX = 'make-buy';

/** The trade's word for moulds, dies and set-up ("tooling"), as a shopper says it. */
export function plainMakeBuy(text: string): string {
  return text.replace(/\btooling\b/g, 'moulds and set-up').replace(/\bTooling\b/g, 'Moulds and set-up');
}

/** Make gets blue, Buy green, any other recommendation (e.g. 'Hybrid') a third colour. */
export function recommendationTone(recommendation: string): Tone {
  if (recommendation === 'Make') return 'blue';
  if (recommendation === 'Buy') return 'green';
  return 'orange';
}

export function MakeVsBuy({ data }: { data: MakeBuyAnalysis }) {
  const [tab, setTab] = useState<MakeBuyTab>('make');
  const { makeOption: make, buyOption: buy } = data;
  const ids = tabIds(ID_PREFIX, tab);
  return (
    <section className="card results-panel" aria-labelledby="make-buy-title">
      <h2 id="make-buy-title">Make vs Buy Analysis</h2>
      <div className={`recommendation-banner tone-${recommendationTone(data.recommendation)}`}>
        <p className="recommendation-title">Recommendation: {data.recommendation}</p>
        <p>{plainMakeBuy(readable(data.reasoning))}</p>
      </div>
      <TabBar tabs={TABS} active={tab} onChange={setTab} label="Make or buy" idPrefix={ID_PREFIX} />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        {tab === 'make' ? (
          <dl className="figure-grid">
            <Figure label="Material Cost" value={formatEstimate(make.materialCost)} />
            <Figure label="Labour Cost" value={formatEstimate(make.laborCost)} />
            <Figure label="Overhead Cost" value={formatEstimate(make.overheadCost)} />
            <Figure
              label="Moulds and Set-up"
              hint="Spread over the first order"
              value={formatEstimate(make.toolingCost)}
            />
            <Figure label="Total Cost" value={formatEstimate(make.totalCost)} strong />
            <Figure label="Time to Market" value={plainMakeBuy(make.timeToMarket)} />
            <Figure
              label="Quality Control"
              value={<span className={`badge tone-${levelTone(make.qualityControl)}`}>{make.qualityControl}</span>}
            />
            <Figure label="Scalability" value={make.scalability} />
          </dl>
        ) : (
          <>
            <dl className="figure-grid">
              <Figure
                label="Supplier's Unit Price"
                hint="What a factory charges you for one, ready-made (not the wholesale price a shop pays)"
                value={formatEstimate(buy.unitPrice)}
              />
              <Figure label="Lead Time" value={buy.leadTime} />
              <Figure label="Min Order" value={buy.minimumOrder.toLocaleString('en-US')} />
              <Figure label="Total Cost" value={formatEstimate(buy.totalCost)} strong />
            </dl>
            {buy.supplierOptions.length > 0 && (
              <>
                <h3 className="subheading">Supplier Options</h3>
                <ul className="supplier-options">
                  {buy.supplierOptions.map((s, i) => (
                    <li key={`${s.name}-${i}`} className="supplier-option">
                      <div className="row">
                        <strong>{s.name}</strong>
                        <span className="spacer" />
                        <span className={`badge tone-${levelTone(s.reliability)}`}>{s.reliability} reliability</span>
                      </div>
                      <p className="muted small">{s.location}</p>
                      <p className="supplier-option-terms">
                        <span>{formatPrice(s.price)} / unit</span>
                        <span>Min order {s.minimumOrder.toLocaleString('en-US')}</span>
                        <span>Lead time {s.leadTime}</span>
                      </p>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function Figure({ label, hint, value, strong }: { label: string; hint?: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'figure figure-strong' : 'figure'}>
      <dt>
        {label}
        {hint && <span className="figure-hint small muted">{hint}</span>}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
