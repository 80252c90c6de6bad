/** A full analysis: on its first screen the answer (photo, name, the cost of materials, what one costs to
 *  make and sells for) and the three things a shopper does next; then the details behind four tabs, the
 *  owner's actions and the comments. The owner (on /analysis/:id) and a visitor (on /shared/:token) see the
 *  same figures and words; only the owner has actions. */
import { useDeferredValue, useState } from 'react';
import type { ReactNode } from 'react';
import type { Analysis } from '@costlens/contracts';
import { formatEstimateRange } from '@costlens/domain';
import type { ShareState } from '@costlens/offline';
import { CommentsPanel } from '../comments/index.ts';
import { EstimateBasisNote } from './EstimateBasisNote.tsx';
import { ProductFactsCard } from '../product-facts/index.ts';
import { ShareDialog } from '../share/index.ts';
import { NextSteps } from './NextSteps.tsx';
import { ResultActions } from './ResultActions.tsx';
import { ResultsHeader } from './ResultsHeader.tsx';
import { ResultTabs } from './ResultTabs.tsx';
import './results.css';

export interface AnalysisResultsProps {
  analysis: Analysis & { id: string };
  /** 'owner': this device's analysis with its actions; 'visitor': a shared analysis, comments open. */
  mode: 'owner' | 'visitor';
  /** The product photo (an object, data or server URL) shown beside the name. */
  photoUrl?: string | null;
  /** The photo could not be loaded (an analysis shared without one). */
  onPhotoMissing?(): void;
  /** The public link, when the analysis is shared already. */
  share?: ShareState | null;
  /** The correction form, under the next steps (owner only). */
  correction?: ReactNode;
  /** Under the cost figure: what the estimate was made from, when the page has something to say. */
  costNote?: ReactNode;
  onNewAnalysis?: () => void;
  onShared?(share: ShareState): void;
  onUnshare?(): void;
  onDelete?(): void;
}

export default function AnalysisResults(props: AnalysisResultsProps) {
  const { analysis, mode, photoUrl, correction } = props;
  const owner = mode === 'owner';
  // The name, range and confidence paint first; the panels render right after as a background update,
  // which gives the main thread back between its parts, so the page answers taps while it fills in.
  const panels = useDeferredValue(true, false);

  return (
    <article className="results" aria-label={`Analysis of ${analysis.productName}`}>
      <ResultsHeader
        analysis={analysis}
        photoUrl={photoUrl}
        onPhotoMissing={props.onPhotoMissing}
        headingLevel={owner ? 1 : 2}
        note={props.costNote ?? <EstimateBasisNote analysis={analysis} />}
      />
      <NextSteps analysis={analysis} />
      {owner && correction}
      {analysis.identification?.upc && <ProductFactsCard code={analysis.identification.upc} />}
      {panels && <ResultPanels {...props} />}
    </article>
  );
}

/** Everything below the results' header. */
function ResultPanels(props: AnalysisResultsProps) {
  const { analysis, mode } = props;
  const owner = mode === 'owner';
  const [showComments, setShowComments] = useState(!owner);
  const [shareOpen, setShareOpen] = useState(false);
  const current = props.share ?? null;
  return (
    <>
      <ResultTabs analysis={analysis} />

      {owner ? (
        <>
          <ResultActions
            analysis={analysis}
            share={current}
            onNewAnalysis={props.onNewAnalysis}
            onOpenShareDialog={() => setShareOpen(true)}
            onUnshare={props.onUnshare}
            onDelete={props.onDelete}
          />
          <button
            type="button"
            className="btn btn-ghost btn-block comments-toggle"
            aria-expanded={showComments}
            aria-controls="results-comments"
            onClick={() => setShowComments((v) => !v)}
          >
            {showComments ? 'Hide Comments' : 'Show Comments & Community'}
          </button>
          <div id="results-comments">{showComments && <CommentsPanel analysisId={analysis.id} />}</div>
          {shareOpen && (
            <ShareDialog
              analysisId={analysis.id}
              productName={analysis.productName}
              estimate={{
                range: formatEstimateRange(analysis.costRangeLow, analysis.costRangeHigh),
                confidence: analysis.confidence,
              }}
              open
              existingLink={current?.shareUrl ?? null}
              onClose={() => setShareOpen(false)}
              onShared={(r) => {
                props.onShared?.({
                  shareUrl: r.shareUrl,
                  shareToken: r.shareToken,
                  shareTitle: r.shareTitle,
                  shareDescription: r.shareDescription,
                });
              }}
            />
          )}
        </>
      ) : (
        <CommentsPanel analysisId={analysis.id} />
      )}
    </>
  );
}
