import { Suspense, useEffect, useMemo } from 'react';
import { readSharedUrl } from '../../features/url-search/index.ts';
import { DraftsPanel } from '../../features/drafts/index.ts';
import AnalyzingStep from './AnalyzingStep.tsx';
import CaptureStep from './CaptureStep.tsx';
import ChoosingStep from './ChoosingStep.tsx';
import FindingStep from './FindingStep.tsx';
import { FALLBACK_QUERY } from './home-store.ts';
import type { Correction, HomeStart } from './home-store.ts';
import { useHomeStore } from './use-home-store.ts';
import { AnalysisResults, CorrectionPanel, PriceResultsStep, SupplierResultsStep, UrlSearchStep } from '../../lazy.ts';

export type { HomeStart } from './home-store.ts';

/** The home screen: one step at a time. */
export default function HomeScreen({ startAt = 'capture' }: { startAt?: HomeStart }) {
  const s = useHomeStore();
  const { enter } = s;
  useEffect(() => enter(startAt), [enter, startAt]);
  const initialUrl = useMemo(
    () => (startAt === 'url-search' ? (readSharedUrl(location.search) ?? undefined) : undefined),
    [startAt],
  );

  const correct = (c: Correction) => void s.reestimate(c);

  const onBackFromUrlSearch = () => {
    if (s.viaFindSimilar) history.back();
    else s.leaveUrlSearch();
  };

  return (
    <main className="page home">
      {/* The results carry their own h1 (the product's name); every other step gets the page's. */}
      {s.step !== 'results' && <h1>{s.step === 'url-search' ? 'Find Similar Products' : 'Product Cost Analysis'}</h1>}
      <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>
        {s.step === 'capture' && (
          <>
            <p className="muted">
              Photograph a product to see what it really costs, where to buy it cheaper, and who makes it.
            </p>
            <DraftsPanel />
            <CaptureStep onCaptured={s.photoCaptured} onUploaded={s.fileUploaded} onPasteUrl={s.openUrlSearch} />
          </>
        )}
        {s.step === 'url-search' && <UrlSearchStep onBack={onBackFromUrlSearch} initialUrl={initialUrl} />}
        {s.step === 'choosing' && (
          <ChoosingStep
            image={s.image}
            choice={s.analysisType}
            onSelect={s.selectType}
            onContinue={() => void s.continueWithChoice()}
            onRetake={s.newAnalysis}
            correction={
              s.failure && (
                <Suspense fallback={null}>
                  <CorrectionPanel variant="refused" message={s.failure} initial={s.correction} onSubmit={correct} />
                </Suspense>
              )
            }
          />
        )}
        {s.step === 'analyzing' && <AnalyzingStep image={s.image} />}
        {s.step === 'price-comparing' && <FindingStep kind="price" image={s.image} />}
        {s.step === 'supplier-finding' && <FindingStep kind="suppliers" image={s.image} />}
        {s.step === 'price-results' && (
          <PriceResultsStep
            productQuery={s.productQuery ?? FALLBACK_QUERY}
            upc={s.upc}
            brand={s.brand}
            image={s.image}
            onNewAnalysis={s.newAnalysis}
          />
        )}
        {s.step === 'supplier-results' && (
          <SupplierResultsStep
            productQuery={s.productQuery ?? FALLBACK_QUERY}
            brand={s.brand}
            image={s.image}
            onNewAnalysis={s.newAnalysis}
          />
        )}
        {s.step === 'results' && s.analysis && (
          <>
            {/* Keyed by analysis: a re-estimate is a new analysis, with no share state of the old one. */}
            <CorrectionPanel
              key={`correct-${s.analysis.id}`}
              variant="result"
              current={s.analysis}
              message={s.failure}
              initial={s.correction}
              onSubmit={correct}
            />
            <AnalysisResults
              key={s.analysis.id}
              analysis={s.analysis}
              mode="result"
              onNewAnalysis={s.newAnalysis}
              image={s.image}
            />
          </>
        )}
      </Suspense>
    </main>
  );
}
