import { Suspense, useMemo } from 'react';
import { useSearch } from 'wouter';
import { prefillFromQuery } from '../../features/landed-cost/index.ts';
import { LandedCostCard } from '../../lazy.ts';

/** /landed-cost: the calculator on its own page, prefilled from the address (results page, supplier
 *  listing); its inputs are kept on the device and it works offline with the last rate it read. */
export default function LandedCostScreen() {
  const search = useSearch();
  const prefill = useMemo(() => prefillFromQuery(search), [search]);
  return (
    <main className="page narrow lc-screen">
      <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>
        <LandedCostCard key={search} prefill={prefill} variant="page" />
      </Suspense>
    </main>
  );
}
