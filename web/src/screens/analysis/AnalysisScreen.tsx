/** /analysis/{id}: one analysis of this device, whole — the results screen itself, so it survives a reload
 *  and the back button, and opens offline from the copy kept on this device. A full analysis shows every
 *  panel with sharing, correction and comments; a price or supplier search shows its cards. */
import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { fullAnalysisOf } from '@costlens/contracts/analysis-views';
import type { StoredAnalysis } from '@costlens/contracts';
import type { ShareState } from '@costlens/offline';
import { isUncertain } from '@costlens/domain';
import { AnalysisResults, CorrectionPanel } from '../../features/analysis/index.ts';
import {
  AnalysisCards,
  copyShareLink,
  formatDate,
  methodologyLabel,
  useStoredAnalysis,
} from '../../features/analysis-summary/index.ts';
import { useObjectUrl } from '../../lib/use-object-url.ts';
import { BackLink } from '../../ui/BackLink.tsx';
import { useDeviceItem } from '../../offline/use-offline-views.ts';
import { shareStateOf, useOwnerActions } from './use-owner-actions.ts';

const HISTORY = { href: '/history', name: 'History' };

export default function AnalysisScreen({ id }: { id: string }) {
  const { stored, loading, notFound, isOwner } = useStoredAnalysis(id);
  const item = useDeviceItem(id);
  const photoUrl = useObjectUrl(item?.thumbnail ?? item?.photo ?? null);

  if (loading) return <DetailSkeleton />;
  if (notFound || !stored) return <AnalysisNotFound />;
  // Someone else's analysis, readable because it is public: its public page, with no owner's actions.
  if (!isOwner)
    return stored.shareToken ? <Redirect to={`/shared/${stored.shareToken}`} replace /> : <AnalysisNotFound />;
  return <FoundAnalysis key={stored.id} stored={stored} photo={item?.photo ?? null} photoUrl={photoUrl} />;
}

function FoundAnalysis({
  stored,
  photo,
  photoUrl,
}: {
  stored: StoredAnalysis;
  photo: Blob | null;
  photoUrl: string | null;
}) {
  const [, navigate] = useLocation();
  const actions = useOwnerActions(stored, photo);
  const full = fullAnalysisOf(stored);
  // What this page just did to the link, until the server's copy says the same.
  const [shareNow, setShareNow] = useState<ShareState | null | undefined>(undefined);
  const share = shareNow === undefined ? shareStateOf(stored) : shareNow;

  if (full) {
    // Whenever the page asks the user to check the product, one tap on what else the photo could be; the
    // category already shown is no answer to "is it one of these?".
    const candidates = isUncertain(full)
      ? (full.identification?.candidates ?? []).filter((c) => c.label !== full.productCategory)
      : [];
    return (
      <main className="page" data-analysis-id={stored.id}>
        <BackLink fallback={HISTORY} />
        {actions.notice && (
          <p className="results-notice" role="status">
            {actions.notice}
          </p>
        )}
        <AnalysisResults
          analysis={full}
          mode="owner"
          photoUrl={photoUrl}
          share={share}
          onNewAnalysis={() => navigate('/')}
          onShared={(next) => {
            setShareNow(next);
            void actions.shared(next);
          }}
          onUnshare={() =>
            void actions.unshare().then((done) => {
              if (done) setShareNow(null);
            })
          }
          onDelete={() => void actions.remove()}
          correction={
            // On every analysis of this device: without the photo, the typed words are estimated alone.
            <CorrectionPanel
              variant="result"
              current={full}
              candidates={candidates}
              message={actions.failure}
              kindChoices={actions.kindChoices}
              busy={actions.reestimating}
              onSubmit={(c) => void actions.reestimate(c)}
            />
          }
        />
      </main>
    );
  }

  return (
    <main className="page narrow" data-analysis-id={stored.id}>
      <BackLink fallback={HISTORY} />
      <header className="detail-header">
        {photoUrl && <img className="detail-photo" src={photoUrl} alt={`Photo of ${stored.productName}`} />}
        <h1>{stored.productName}</h1>
        <div className="row">
          <span className="badge tone-blue">{methodologyLabel(stored.methodologyType)}</span>
          <span className="muted small">{formatDate(stored.createdAt)}</span>
          <span className="spacer" />
          {stored.shareToken && (
            <button type="button" className="btn" onClick={() => void copyShareLink(stored.shareToken!)}>
              Share
            </button>
          )}
          <button type="button" className="btn btn-danger" onClick={() => void actions.remove()}>
            Delete
          </button>
        </div>
      </header>
      <AnalysisCards stored={stored} />
    </main>
  );
}

/** The detail page's not-found view. */
export function AnalysisNotFound() {
  return (
    <main className="page narrow">
      <div className="card center">
        <h1>Analysis Not Found</h1>
        <p className="muted">The analysis you're looking for doesn't exist or may have been removed.</p>
        <Link href="/history" className="btn btn-primary">
          Back to History
        </Link>
      </div>
    </main>
  );
}

function DetailSkeleton() {
  return (
    <main className="page narrow" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading analysis
      </span>
      <div className="skeleton" style={{ height: 36, width: '70%', marginBottom: 12 }} />
      <div className="skeleton" style={{ height: 20, width: '40%', marginBottom: 20 }} />
      {[0, 1, 2].map((i) => (
        <div key={i} className="skeleton detail-skeleton-card" />
      ))}
    </main>
  );
}
