/** The results screen of a full analysis: header and banner, cost breakdown,
 *  bill of materials, methodology, make vs buy, pricing, the four tabs, then the actions. The same
 *  view renders a shared analysis on /shared/{token} with the fixed shared-view texts. */
import { useState } from 'react';
import type { Analysis } from '@costlens/contracts';
import { CommentsPanel } from '../comments/index.ts';
import { ShareDialog } from '../share/index.ts';
import { BillOfMaterials } from './BillOfMaterials.tsx';
import { CostBreakdownChart } from './CostBreakdownChart.tsx';
import type { ShareState } from '@costlens/offline';
import { MakeVsBuy } from './MakeVsBuy.tsx';
import { Methodology } from './Methodology.tsx';
import { PricingAnalysis } from './PricingAnalysis.tsx';
import { ResultActions } from './ResultActions.tsx';
import { ResultsHeader } from './ResultsHeader.tsx';
import { ResultTabs } from './ResultTabs.tsx';
import { SHARED_COMPLEXITY, SHARED_CONFIDENCE_NOTE, SHARED_DISCLAIMER } from './shared-view.ts';
import './results.css';

export interface AnalysisResultsProps {
  analysis: Analysis & { id: string };
  /** 'result' after an analysis on the home screen; 'shared' on /shared/{token}: no new-analysis,
   *  share or save buttons, and the comments and likes are shown open below the analysis (the shared
   *  page need not render its own CommentsPanel). */
  mode: 'result' | 'shared';
  onNewAnalysis?: () => void;
  /** The captured photo (data URL), saved as the history thumbnail. */
  image?: string | null;
}

export default function AnalysisResults({ analysis, mode, onNewAnalysis, image }: AnalysisResultsProps) {
  const shared = mode === 'shared';
  const [showComments, setShowComments] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [share, setShare] = useState<ShareState | null>(null);

  return (
    <article className="results" aria-label={`Analysis of ${analysis.productName}`}>
      <ResultsHeader
        analysis={analysis}
        complexity={shared ? SHARED_COMPLEXITY : analysis.stats.complexity}
        headingLevel={shared ? 2 : 1}
      />

      <div className="results-grid">
        <CostBreakdownChart materials={analysis.materials} />
        <BillOfMaterials materials={analysis.materials} />
      </div>

      <Methodology
        steps={analysis.methodology}
        confidence={analysis.confidence}
        confidenceNote={shared ? SHARED_CONFIDENCE_NOTE : analysis.confidenceNote}
        disclaimer={shared ? SHARED_DISCLAIMER : analysis.disclaimer}
      />

      {analysis.makeBuyAnalysis && <MakeVsBuy data={analysis.makeBuyAnalysis} />}
      {analysis.pricingAnalysis && <PricingAnalysis data={analysis.pricingAnalysis} />}

      <ResultTabs analysis={analysis} />

      {shared ? (
        <CommentsPanel analysisId={analysis.id} />
      ) : (
        <>
          <ResultActions
            analysis={analysis}
            image={image}
            share={share}
            onNewAnalysis={onNewAnalysis}
            onOpenShareDialog={() => setShareOpen(true)}
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
              open
              existingLink={share?.shareUrl ?? null}
              onClose={() => setShareOpen(false)}
              onShared={(r) =>
                setShare({
                  shareUrl: r.shareUrl,
                  shareToken: r.shareToken,
                  shareTitle: r.shareTitle,
                  shareDescription: r.shareDescription,
                })
              }
            />
          )}
        </>
      )}
    </article>
  );
}
