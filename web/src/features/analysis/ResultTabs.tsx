import { useState } from 'react';
import type { Analysis } from '@costlens/contracts';
import { InsightsTab } from './InsightsTab.tsx';
import { MarketTab } from './MarketTab.tsx';
import { PlatformsTab } from './PlatformsTab.tsx';
import { ProductsTab } from './ProductsTab.tsx';
import { TabBar, tabIds } from '../../ui/TabBar.tsx';
import type { TabItem } from '../../ui/TabBar.tsx';

type ResultTab = 'products' | 'market' | 'platforms' | 'insights';
const TABS: readonly TabItem<ResultTab>[] = [
  { key: 'products', label: 'Products' },
  { key: 'market', label: 'Market' },
  { key: 'platforms', label: 'Platforms' },
  { key: 'insights', label: 'Insights' },
];
const ID_PREFIX = 'results';

/** The four result tabs; Products is the default. */
export function ResultTabs({ analysis }: { analysis: Analysis }) {
  const [tab, setTab] = useState<ResultTab>('products');
  const ids = tabIds(ID_PREFIX, tab);
  return (
    <section className="card results-panel results-tabs" aria-label="Market and sourcing">
      <TabBar tabs={TABS} active={tab} onChange={setTab} label="Analysis sections" idPrefix={ID_PREFIX} />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        {tab === 'products' && <ProductsTab products={analysis.realProducts ?? []} />}
        {tab === 'market' && <MarketTab data={analysis.marketSaturation} />}
        {tab === 'platforms' && <PlatformsTab platforms={analysis.platformRecommendations ?? []} />}
        {tab === 'insights' && <InsightsTab analysis={analysis} />}
      </div>
    </section>
  );
}
