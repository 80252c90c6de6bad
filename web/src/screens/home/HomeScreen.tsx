import { Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { readSharedUrl } from '../../features/url-search/index.ts';
import { DraftsPanel } from '../../features/drafts/index.ts';
import AnalyzingStep from './AnalyzingStep.tsx';
import CaptureStep from './CaptureStep.tsx';
import ChoosingStep from './ChoosingStep.tsx';
import FindingStep from './FindingStep.tsx';
import type { Correction, HomeStart } from './home-store.ts';
import { useHomeStore } from './use-home-store.ts';
import { FIRST_VIEWS } from '../../app/first-views.ts';
import { ScreenIntro } from '../../ui/ScreenIntro.tsx';
import { CorrectionPanel, loadModelWarmer, loadOffline, UrlSearchStep } from '../../lazy.ts';

/** Long enough for a first visit to finish loading before the models (about 9 MB) are fetched. */
const MODEL_WARM_DELAY_MS = 5_000;

export type { HomeStart } from './home-store.ts';

/** The home screen: one step at a time. */
export default function HomeScreen({ startAt = 'capture' }: { startAt?: HomeStart }) {
  const s = useHomeStore();
  const { enter, newAnalysis } = s;
  const [, navigate] = useLocation();
  useEffect(() => enter(startAt), [enter, startAt]);
  // A finished analysis has its own address: the results are that page, so a reload, the back button and
  // a link all show it again. The home flow starts over behind it.
  const finished = s.step === 'results' ? s.analysis?.id : undefined;
  useEffect(() => {
    if (!finished) return;
    navigate(`/analysis/${encodeURIComponent(finished)}`);
    newAnalysis();
  }, [finished, navigate, newAnalysis]);
  // A price comparison or supplier search has its own address too, kept in History with the photo.
  const searched =
    (s.step === 'price-results' || s.step === 'supplier-results') && s.productQuery?.trim()
      ? { type: s.step === 'price-results' ? ('price' as const) : ('suppliers' as const), query: s.productQuery }
      : null;
  const searchedKey = searched ? `${searched.type}:${searched.query}` : null;
  useEffect(() => {
    if (!searched) return;
    const search = { ...searched, upc: s.upc, brand: s.brand };
    const photo = s.upload;
    void loadOffline()
      .then(async (m) => {
        await m
          .keepSearch({ ...search, thumbnail: photo ? await m.makeThumbnail(photo) : null })
          .catch((err: unknown) => console.warn('The search could not be kept on this device', err));
        navigate(m.searchPath(search));
      })
      .finally(newAnalysis);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per search reached
  }, [searchedKey]);
  // Someone on the capture screen may photograph a product next without a connection (a basement store):
  // once the page has settled, the on-device models are kept for that (skipped on Save-Data).
  useEffect(() => {
    if (s.step !== 'capture' || navigator.onLine === false) return;
    const timer = setTimeout(() => void loadModelWarmer().then((m) => m.warmModelCache()), MODEL_WARM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [s.step]);
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
    <main className={FIRST_VIEWS.home.className}>
      {s.step === 'url-search' ? (
        <ScreenIntro view={FIRST_VIEWS.findSimilar} />
      ) : (
        // The lead is shown on the capture step only.
        <ScreenIntro view={s.step === 'capture' ? FIRST_VIEWS.home : { ...FIRST_VIEWS.home, lead: undefined }} />
      )}
      <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>
        {s.step === 'capture' && (
          <>
            <DraftsPanel />
            {/* Find Similar has its own address, so the navigation shows where the user is and Back returns here. */}
            <CaptureStep
              onCaptured={s.photoCaptured}
              onUploaded={s.fileUploaded}
              onPasteUrl={() => navigate('/find-similar')}
            />
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
                  <CorrectionPanel
                    variant="refused"
                    message={s.failure}
                    initial={s.correction}
                    candidates={s.choices}
                    kindChoices={s.kindChoices}
                    // Nothing was estimated yet: the words start an estimate, or a search.
                    submitText={s.analysisType === 'full' ? 'Estimate' : 'Search'}
                    onSubmit={correct}
                  />
                </Suspense>
              )
            }
          />
        )}
        {s.step === 'analyzing' && (
          <AnalyzingStep
            image={s.image}
            phase={s.phase}
            typedName={s.correction ? s.correction.productName || s.correction.productCategory : null}
          />
        )}
        {s.step === 'price-comparing' && <FindingStep kind="price" image={s.image} />}
        {s.step === 'supplier-finding' && <FindingStep kind="suppliers" image={s.image} />}
        {(s.step === 'price-results' || s.step === 'supplier-results') && (
          <div className="spinner" role="status" aria-label="Opening the results" />
        )}
      </Suspense>
    </main>
  );
}
