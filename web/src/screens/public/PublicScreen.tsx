/** /public: the community gallery of shared analyses, searched on the client. */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { formatEstimateRange } from '@costlens/domain';
import { endpointKey } from '../../lib/api-client.ts';
import type { PublicListResponse, StoredAnalysis } from '@costlens/contracts';
import { formatConfidence, formatDate, formatViews, shareTitleOf } from '../../features/analysis-summary/index.ts';
import { filterPublic } from './filter.ts';
import './public.css';

export default function PublicScreen() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const list = useQuery<PublicListResponse>({ queryKey: endpointKey('listPublic') });
  const all = list.data?.analyses ?? [];
  const shown = filterPublic(all, search);

  return (
    <main className="page">
      <h1>Community Analyses</h1>
      <p className="muted">Cost analyses people have shared publicly.</p>
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
      {list.isPending ? (
        <p className="center muted public-state" role="status">
          Loading community analyses...
        </p>
      ) : list.isError ? (
        <div className="card center" role="alert">
          <p>Unable to load community analyses.</p>
          <button type="button" className="btn btn-primary" onClick={() => void list.refetch()}>
            Try Again
          </button>
        </div>
      ) : all.length === 0 ? (
        <div className="card center public-state">
          <h2>No public analyses yet</h2>
          <p className="muted">Be the first to share a cost analysis!</p>
          <Link href="/" className="btn btn-primary">
            Start Your Analysis
          </Link>
        </div>
      ) : shown.length === 0 ? (
        <div className="card center public-state" role="status">
          <h2>No analyses found</h2>
          <p className="muted">Try adjusting your search terms</p>
        </div>
      ) : (
        <ul className="public-grid" aria-label="Public analyses">
          {shown.map((a) => (
            <PublicCard key={a.id} analysis={a} />
          ))}
        </ul>
      )}
    </main>
  );
}

function PublicCard({ analysis: a }: { analysis: StoredAnalysis }) {
  return (
    <li className="card public-card">
      <h2 className="public-card-title">
        <Link href={`/shared/${encodeURIComponent(a.shareToken ?? '')}`} className="public-card-link">
          {shareTitleOf(a)}
        </Link>
      </h2>
      <span className="badge tone-blue public-card-category">{a.productCategory}</span>
      {a.shareDescription && <p className="public-card-description">{a.shareDescription}</p>}
      <p className="public-card-cost">Estimated Cost {formatEstimateRange(a.costRangeLow, a.costRangeHigh)}</p>
      <p className="muted small public-card-meta">
        <span>{formatConfidence(a.confidence)} confidence</span>
        <span>{formatViews(a.viewCount)}</span>
        <span>{formatDate(a.createdAt)}</span>
      </p>
    </li>
  );
}
