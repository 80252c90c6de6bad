/** /history: this device's analyses, from the API merged with those kept on
 *  the device, so the list also opens offline. */
import { useState } from 'react';
import { Link } from 'wouter';
import { formatDateTime, formatEstimateRange } from '@costlens/domain';
import type { AnalysisSummary } from '@costlens/contracts';
import { ANALYSIS_TYPE_WORDS, copyShareLink, formatViews } from '../../features/analysis-summary/index.ts';
import { DraftsPanel } from '../../features/drafts/index.ts';
import type { SearchItem } from '@costlens/offline';
import { searchPath } from '@costlens/offline/search-path';
import { useObjectUrl } from '../../lib/use-object-url.ts';
import { useDeviceSearches } from '../../offline/use-offline-views.ts';
import { historyPagesQuery, useHistory } from './use-history.ts';
import './history.css';
import { FIRST_VIEWS } from '../../app/first-views.ts';
import { queryClient } from '../../lib/query-client.ts';
import { ScreenIntro } from '../../ui/ScreenIntro.tsx';
import { NoAnalysesYet, WatchingLink } from './NewDeviceHistory.tsx';

/** 6 skeleton cards while loading. */
export const HISTORY_SKELETON_COUNT = 6;

/** On a first visit the page already shows the screen's start (for a new device, its empty list): the
 *  first render waits for the list's first page, so it shows the same rather than a loading state. */
export function prepare(): Promise<void> {
  return queryClient.prefetchInfiniteQuery(historyPagesQuery());
}

export default function HistoryScreen() {
  const history = useHistory();
  return (
    <main className={FIRST_VIEWS.history.className}>
      <ScreenIntro view={FIRST_VIEWS.history} />
      <WatchingLink />
      <DraftsPanel />
      {history.loading ? (
        <div className="card-grid history-grid" aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading your analysis history
          </span>
          {Array.from({ length: HISTORY_SKELETON_COUNT }, (_, i) => (
            <div key={i} className="skeleton history-skeleton" data-testid="history-skeleton" />
          ))}
        </div>
      ) : history.error ? (
        <div className="card center" role="alert">
          <h2>Error Loading History</h2>
          <p className="muted">Unable to load your analysis history.</p>
          <button type="button" className="btn btn-primary" onClick={history.retry}>
            Try Again
          </button>
        </div>
      ) : history.items.length === 0 ? (
        <NoAnalysesYet />
      ) : (
        <>
          {history.fromDevice && (
            <p className="history-note" role="status">
              Showing the analyses saved on this device.
            </p>
          )}
          <ul className="card-grid history-grid" aria-label="Your analyses">
            {history.items.map((item) => (
              <HistoryCard key={item.id} item={item} photo={history.photos.get(item.id) ?? null} />
            ))}
          </ul>
          {history.hasMore && (
            <div className="center">
              <button type="button" className="btn" disabled={history.loadingMore} onClick={history.loadMore}>
                {history.loadingMore ? 'Loading...' : 'Load More'}
              </button>
            </div>
          )}
        </>
      )}
      <SearchesList />
    </main>
  );
}

/** The card's photo: the one this device kept, else the shared analysis's small public photo. */
function CardPhoto({ item, photo }: { item: AnalysisSummary; photo: Blob | null }) {
  const kept = useObjectUrl(photo);
  const [failed, setFailed] = useState(false);
  const src =
    kept ??
    (item.isPublic && item.hasThumbnail && item.shareToken
      ? `/api/shared/${encodeURIComponent(item.shareToken)}/thumbnail`
      : null);
  if (!src || failed) return <span className="history-card-photo history-card-photo-none" aria-hidden="true" />;
  return (
    <img
      className="history-card-photo"
      src={src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** The price comparisons and supplier searches made on this device, each opening at its own address. */
function SearchesList() {
  const searches = useDeviceSearches();
  if (searches.length === 0) return null;
  return (
    <section className="history-searches" aria-labelledby="history-searches-title">
      <h2 id="history-searches-title">Price and supplier searches</h2>
      <ul className="card-grid history-grid" aria-label="Your searches">
        {searches.map((search) => (
          <SearchCard key={search.id} search={search} />
        ))}
      </ul>
    </section>
  );
}

function SearchCard({ search }: { search: SearchItem }) {
  const photo = useObjectUrl(search.thumbnail);
  return (
    <li className="card history-card" data-search-id={search.id}>
      {photo ? (
        <img className="history-card-photo" src={photo} alt="" width={56} height={56} />
      ) : (
        <span className="history-card-photo history-card-photo-none" aria-hidden="true" />
      )}
      <div className="history-card-text">
        <h3 className="history-card-title">{search.query}</h3>
        <p className="muted small history-card-meta">
          <span>{search.type === 'price' ? ANALYSIS_TYPE_WORDS.price : ANALYSIS_TYPE_WORDS.suppliers}</span>
          <span>{formatDateTime(search.savedAt)}</span>
        </p>
      </div>
      <Link
        href={searchPath(search)}
        className="btn btn-sm history-card-view"
        aria-label={`View the search for ${search.query}`}
      >
        View
      </Link>
    </li>
  );
}

/** One analysis in a line or two: photo, name, what it costs, when it was made; View, and Share when public. */
function HistoryCard({ item, photo }: { item: AnalysisSummary; photo: Blob | null }) {
  const token = item.shareToken;
  return (
    <li className="card history-card" data-analysis-id={item.id}>
      <CardPhoto item={item} photo={photo} />
      <div className="history-card-text">
        <h2 className="history-card-title">{item.productName}</h2>
        <p className="muted small history-card-meta">
          {item.type === 'full' ? (
            <span className="history-card-cost">{formatEstimateRange(item.costRangeLow, item.costRangeHigh)}</span>
          ) : (
            <span>{ANALYSIS_TYPE_WORDS[item.type]}</span>
          )}
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          {item.isPublic && <span>{formatViews(item.viewCount)}</span>}
        </p>
      </div>
      <div className="history-card-actions">
        {/* The owner's own page of the analysis (with its actions), shared or not. */}
        <Link href={`/analysis/${encodeURIComponent(item.id)}`} className="btn btn-sm btn-primary history-card-view">
          View
        </Link>
        {item.isPublic && token && (
          <button type="button" className="btn btn-sm" onClick={() => void copyShareLink(token)}>
            Share
          </button>
        )}
      </div>
    </li>
  );
}
