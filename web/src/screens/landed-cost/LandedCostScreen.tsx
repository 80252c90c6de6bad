import { Suspense, useMemo } from 'react';
import { useSearch } from 'wouter';
import { FIRST_VIEWS } from '../../app/first-views.ts';
import { askerOf, CalculatorLoading, prefillFromQuery, USUAL_CURRENCY } from '../../features/landed-cost/index.ts';
import { endpointKey } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { LandedCostCard, loadLandedCostCard } from '../../lazy.ts';

/** As the screen's code arrives: the calculator's code, the cost book and the settings the device kept,
 *  together rather than one after the other (the form starts from all three, as the page's first view
 *  shows it). The rate of the form's usual currency is asked for at the same time, so the first figures
 *  do not wait for it once the form is there. */
export async function prepare(): Promise<void> {
  void queryClient.prefetchQuery({ queryKey: endpointKey('exchangeRate', {}, { currency: USUAL_CURRENCY }) });
  await Promise.all([
    loadLandedCostCard().then((card) => card.prepare()),
    queryClient.prefetchQuery({ queryKey: endpointKey('landedCostReference') }),
  ]);
}

/** /landed-cost: the calculator on its own page, prefilled from the address (results page, supplier
 *  listing); its inputs are kept on the device and it works offline with the last rate it read. */
export default function LandedCostScreen() {
  const search = useSearch();
  const prefill = useMemo(() => prefillFromQuery(search), [search]);
  return (
    <main className={FIRST_VIEWS.landedCost.className}>
      <Suspense fallback={<CalculatorLoading page asker={askerOf(prefill)} name={prefill.name} />}>
        <LandedCostCard key={search} prefill={prefill} variant="page" />
      </Suspense>
    </main>
  );
}
