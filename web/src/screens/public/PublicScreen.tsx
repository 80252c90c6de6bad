/** /public: the community gallery of shared analyses, in pages loaded as the list scrolls, searched on
 *  the server; offline, the pages this device kept, searched here. */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatEstimateRange } from '@costlens/domain';
import type { AnalysisSummary } from '@costlens/contracts';
import { formatConfidence, formatDate, formatViews, shareTitleOf } from '../../features/analysis-summary/index.ts';
import { queryClient } from '../../lib/query-client.ts';
import { publicPagesQuery, usePublicPages } from './use-public-pages.ts';
import { FIRST_VIEWS } from '../../app/first-views.ts';
import { ScreenIntro } from '../../ui/ScreenIntro.tsx';

/** Before the first render on a first visit: the list's first page, which the server wrote into the page
 *  (so no request goes out), for the screen to show the cards the page already shows. */
export function prepare(): Promise<void> {
  return queryClient.prefetchInfiniteQuery(publicPagesQuery(''));
}

export default function PublicScreen() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const list = usePublicPages(search);
  const searching = list.searched !== '';

  return (
    <main className={FIRST_VIEWS.public.className}>
      <ScreenIntro view={FIRST_VIEWS.public} />
      <div className="public-search">
        <label htmlFor={searchId} className="visually-hidden">
          Search analyses
        </label>
        <input
          id={searchId}
          className="input"
          type="search"
          placeholder="Search analyses..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {list.source === 'device' && (
        <p className="public-note" role="status">
          You are offline: showing the community pages kept on this device
          {searching ? ', searched here' : ''}.
        </p>
      )}
      {list.loading ? (
        <p className="center muted public-state" role="status">
          Loading community analyses...
        </p>
      ) : list.error ? (
        <div className="card center" role="alert">
          <p>Unable to load community analyses.</p>
          <button type="button" className="btn btn-primary" onClick={list.retry}>
            Try Again
          </button>
        </div>
      ) : list.items.length === 0 && !searching && search.trim() === '' ? (
        <div className="card center public-state">
          <h2>No public analyses yet</h2>
          <p className="muted">Be the first to share a cost analysis!</p>
          <Link href="/" className="btn btn-primary">
            Start Your Analysis
          </Link>
        </div>
      ) : list.items.length === 0 ? (
        <div className="card center public-state" role="status">
          <h2>No analyses found</h2>
          <p className="muted">Try adjusting your search terms</p>
        </div>
      ) : (
        <>
          <ul className="card-grid public-grid" aria-label="Public analyses">
            {list.items.map((a) => (
              <PublicCard key={a.id} analysis={a} />
            ))}
          </ul>
          {list.hasMore && <MoreOnScroll loading={list.loadingMore} onMore={list.loadMore} />}
        </>
      )}
    </main>
  );
}

/** Loads the next page when its place scrolls near the screen; the button does the same by hand. */
function MoreOnScroll({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="center public-more">
      <button type="button" className="btn" disabled={loading} onClick={onMore}>
        {loading ? 'Loading...' : 'Load More'}
      </button>
    </div>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function PublicCard({ analysis: a }: { analysis: AnalysisSummary }) {
  return (
    <li className="card public-card">
      {a.hasThumbnail && a.shareToken && (
        <img
          className="public-card-photo"
          src={`/api/shared/${encodeURIComponent(a.shareToken)}/thumbnail`}
          alt=""
          width={320}
          height={144}
          loading="lazy"
        />
      )}
      <h2 className="public-card-title">
        <Link href={`/shared/${encodeURIComponent(a.shareToken ?? '')}`} className="public-card-link">
          {shareTitleOf(a)}
        </Link>
      </h2>
      <span className="badge tone-blue public-card-category">{a.productCategory}</span>
      {a.shareExcerpt && <p className="public-card-description">{a.shareExcerpt}</p>}
      <p className="public-card-cost">Estimated Cost {formatEstimateRange(a.costRangeLow, a.costRangeHigh)}</p>
      <p className="muted small public-card-meta">
        <span>{formatConfidence(a.confidence)} confidence</span>
        <span>{formatViews(a.viewCount)}</span>
        {a.likeCount > 0 && <span>{plural(a.likeCount, 'like', 'likes')}</span>}
        {a.commentCount > 0 && <span>{plural(a.commentCount, 'comment', 'comments')}</span>}
        <span>{formatDate(a.createdAt)}</span>
      </p>
    </li>
  );
}
