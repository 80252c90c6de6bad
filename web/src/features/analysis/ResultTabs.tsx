/** The analysis behind four tabs, each ending in something to do here: what's in it (the breakdown, the
 *  bill of materials and how it was estimated) and a price search; making or buying it, with suppliers
 *  for this product; what one costs delivered; and its market, with a price search and a watch. */
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Analysis } from '@costlens/contracts';
import { AnalysisLandedCost } from '../../lazy.ts';
import { TabBar, tabIds } from '../../ui/TabBar.tsx';
import type { TabItem } from '../../ui/TabBar.tsx';
import { RecommendedSuppliers } from '../suppliers/index.ts';
import { WatchPriceButton } from '../watch/index.ts';
import { BillOfMaterials } from './BillOfMaterials.tsx';
import { CostBreakdownChart } from './CostBreakdownChart.tsx';
import { FamilyPanelsNote } from './EstimateBasisNote.tsx';
import { InsightsTab } from './InsightsTab.tsx';
import { MakeVsBuy } from './MakeVsBuy.tsx';
import { MarketTab } from './MarketTab.tsx';
import { Methodology } from './Methodology.tsx';
import { searchesOf } from './NextSteps.tsx';
import { PlatformsTab } from './PlatformsTab.tsx';
import { PricingAnalysis } from './PricingAnalysis.tsx';
import { ProductsTab } from './ProductsTab.tsx';

export type ResultTab = 'parts' | 'make-buy' | 'delivered' | 'market';
const TABS: readonly TabItem<ResultTab>[] = [
  { key: 'parts', label: 'Parts' },
  { key: 'make-buy', label: 'Make or buy' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'market', label: 'Market' },
];
const ID_PREFIX = 'results';

/** What a tab ends with: something to do with this product, here. */
function TabEnd({ children }: { children: ReactNode }) {
  return <div className="card results-panel tab-end">{children}</div>;
}

export function ResultTabs({ analysis }: { analysis: Analysis }) {
  const [tab, setTab] = useState<ResultTab>('parts');
  const ids = tabIds(ID_PREFIX, tab);
  const searches = searchesOf(analysis);
  return (
    <section className="results-sections" aria-label="The analysis in detail">
      <TabBar tabs={TABS} active={tab} onChange={setTab} label="Analysis sections" idPrefix={ID_PREFIX} />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="results-tabpanel">
        {tab === 'parts' && (
          <>
            <div className="results-grid">
              <CostBreakdownChart materials={analysis.materials} />
              <BillOfMaterials materials={analysis.materials} />
            </div>
            <details className="results-more">
              <summary>How this was estimated</summary>
              <Methodology
                steps={analysis.methodology}
                confidence={analysis.confidence}
                confidenceNote={analysis.confidenceNote}
                disclaimer={analysis.disclaimer}
                sources={analysis.sources}
              />
            </details>
            <TabEnd>
              <p>What do stores charge for one?</p>
              <Link href={searches.prices} className="btn btn-primary">
                Compare store prices for {analysis.productName}
              </Link>
            </TabEnd>
          </>
        )}
        {tab === 'make-buy' && (
          <>
            <FamilyPanelsNote analysis={analysis} />
            {analysis.makeBuyAnalysis && <MakeVsBuy data={analysis.makeBuyAnalysis} />}
            {analysis.pricingAnalysis && <PricingAnalysis data={analysis.pricingAnalysis} />}
            {(analysis.realProducts?.length ?? 0) > 0 && (
              <div className="card results-panel">
                <ProductsTab products={analysis.realProducts ?? []} />
              </div>
            )}
            <TabEnd>
              <RecommendedSuppliers
                product={{
                  name: analysis.productName,
                  brand: analysis.identification?.brand ?? undefined,
                  upc: analysis.identification?.upc ?? undefined,
                }}
              />
              <Link href={searches.suppliers} className="btn">
                Find suppliers for {analysis.productName}
              </Link>
            </TabEnd>
          </>
        )}
        {tab === 'delivered' && (
          <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>
            <AnalysisLandedCost analysis={analysis} />
          </Suspense>
        )}
        {tab === 'market' && (
          <>
            <FamilyPanelsNote analysis={analysis} />
            <div className="card results-panel">
              <MarketTab data={analysis.marketSaturation} />
            </div>
            {(analysis.platformRecommendations?.length ?? 0) > 0 && (
              <div className="card results-panel">
                <PlatformsTab platforms={analysis.platformRecommendations ?? []} />
              </div>
            )}
            <details className="results-more">
              <summary>Insights, recommendations and tips</summary>
              <div className="card results-panel">
                <InsightsTab analysis={analysis} />
              </div>
            </details>
            <TabEnd>
              <p>Waiting for a better price?</p>
              <WatchPriceButton
                query={analysis.productName}
                upc={analysis.identification?.upc ?? null}
                title={analysis.productName}
                searchHref={searches.prices}
              />
            </TabEnd>
          </>
        )}
      </div>
    </section>
  );
}
