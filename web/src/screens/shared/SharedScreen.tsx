/** /shared/{token}: the public view of a shared analysis: header, the full analysis as its owner sees it
 *  (same figures, same words), then comments and likes. The server counts a visitor's view once a day. */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { endpointKey } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { endpointUrl } from '@costlens/contracts/endpoints';
import { fullAnalysisOf } from '@costlens/contracts/analysis-views';
import { SHARE_THUMBNAIL_EDGE_PX } from '@costlens/contracts/limits';
import type { AnalysisResponse, StoredAnalysis } from '@costlens/contracts';
import { formatEstimateRange } from '@costlens/domain';
import { AnalysisResults } from '../../features/analysis/index.ts';
import { AnalysisCards, formatDate, formatViews, shareTitleOf } from '../../features/analysis-summary/index.ts';
import { CommentsPanel } from '../../features/comments/index.ts';

/** The product's name in the not-found button ('Go to {product} Home'). */
export const PRODUCT_NAME = 'CostLens';

/** Before the first render on a first visit: the analysis, for the screen to show at once what the
 *  server's page already shows. Not while the browser prerenders the page (the read counts a view). */
export async function prepare({ shareToken }: { shareToken: string }): Promise<void> {
  if (isPrerendering()) return;
  await queryClient.prefetchQuery({ queryKey: endpointKey('getShared', { token: shareToken }) });
}

const isPrerendering = () => (document as { prerendering?: boolean }).prerendering === true;

export default function SharedScreen({ shareToken }: { shareToken: string }) {
  const shown = useShownToUser();
  const shared = useQuery<AnalysisResponse>({
    queryKey: endpointKey('getShared', { token: shareToken }),
    enabled: shown,
  });
  const stored = shared.data?.analysis ?? null;
  const full = stored ? fullAnalysisOf(stored) : null;
  const [photoShown, setPhotoShown] = useState(true);
  const photoUrl = photoShown ? endpointUrl('getSharedThumbnail', { token: shareToken }) : null;
  useDocumentTitle(stored ? shareTitleOf(stored) : null);

  if (shared.isPending) {
    return (
      <main className="page narrow">
        <p className="center muted shared-loading" role="status">
          Loading shared analysis...
        </p>
        <div className="spinner" aria-hidden="true" />
      </main>
    );
  }
  if (!stored) {
    return (
      <main className="page narrow">
        <div className="card center">
          <h1>Analysis Not Found</h1>
          <p className="muted">This shared analysis doesn't exist or is no longer public.</p>
          <Link href="/" className="btn btn-primary">{`Go to ${PRODUCT_NAME} Home`}</Link>
        </div>
      </main>
    );
  }
  return (
    <main className="page shared-page" data-share-token={shareToken}>
      <SharedHeader stored={stored} photoUrl={photoUrl} onPhotoMissing={() => setPhotoShown(false)} />
      {full ? (
        // The full view brings its own comments and likes for visitors; the photo is in the header.
        <AnalysisResults analysis={full} mode="visitor" photoUrl={null} />
      ) : (
        <>
          <AnalysisCards stored={stored} />
          <CommentsPanel analysisId={stored.id} />
        </>
      )}
    </main>
  );
}

/** The share's title, its estimate (on a phone's first screen, above the photo), words and photo: what the server's page already showed before the app ran (the
 *  same classes and photo size, so the page does not jump when the app takes over). */
function SharedHeader({
  stored,
  photoUrl,
  onPhotoMissing,
}: {
  stored: StoredAnalysis;
  photoUrl: string | null;
  onPhotoMissing(): void;
}) {
  return (
    <header className="card shared-header">
      <span className="badge tone-blue">Shared Analysis</span>
      <h1>{shareTitleOf(stored)}</h1>
      <p className="shared-cost">
        <strong>{formatEstimateRange(stored.costRangeLow, stored.costRangeHigh)} CAD</strong>{' '}
        <span className="muted small">estimated cost of materials · {Math.round(stored.confidence)}% confidence</span>
      </p>
      {stored.shareDescription && <p className="shared-description">{stored.shareDescription}</p>}
      <p className="muted small shared-meta">
        <span>{formatViews(stored.viewCount)}</span>
        <span>{formatDate(stored.createdAt)}</span>
      </p>
      {photoUrl && (
        <img
          className="shared-photo"
          src={photoUrl}
          // The largest thing on a phone's first screen: asked for before the page's other images.
          fetchPriority="high"
          alt={`Photo of ${stored.productName}`}
          width={SHARE_THUMBNAIL_EDGE_PX}
          height={SHARE_THUMBNAIL_EDGE_PX}
          onError={onPhotoMissing}
        />
      )}
    </header>
  );
}

/** False while the browser prerenders the page speculatively (e.g. a hovered link): the read counts a
 *  view, so it waits until someone actually looks. */
function useShownToUser(): boolean {
  const [shown, setShown] = useState(() => !isPrerendering());
  useEffect(() => {
    if (shown) return;
    const onShown = () => setShown(true);
    document.addEventListener('prerenderingchange', onShown, { once: true });
    return () => document.removeEventListener('prerenderingchange', onShown);
  }, [shown]);
  return shown;
}

/** Sets the tab's title while the page is shown and gives the previous one back after. */
function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
