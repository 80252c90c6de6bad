/** /analysis/{id}: one saved analysis. Opens offline from the copy
 *  kept on this device. */
import { Link } from 'wouter';
import {
  AnalysisCards,
  copyShareLink,
  formatDate,
  methodologyLabel,
  useStoredAnalysis,
} from '../../features/analysis-summary/index.ts';

export default function AnalysisScreen({ id }: { id: string }) {
  const { stored, loading, notFound } = useStoredAnalysis(id);

  if (loading) return <DetailSkeleton />;
  if (notFound || !stored) return <AnalysisNotFound />;

  return (
    <main className="page narrow" data-analysis-id={stored.id}>
      <Link href="/history" className="btn btn-ghost detail-back">
        ← Back to History
      </Link>
      <header className="detail-header">
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
