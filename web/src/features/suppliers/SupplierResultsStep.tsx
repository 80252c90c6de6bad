import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MARKETPLACE_LABELS, SUPPLIER_HIGH_MATCH_SCORE } from '@costlens/domain';
import type { Supplier } from '@costlens/contracts';
import { toast } from '../../lib/toasts.ts';
import { userMessage } from '../../lib/error-messages.ts';
import { LandedCostLink } from '../landed-cost/index.ts';
import { explainSuppliers, findSuppliers } from './supplier-api.ts';
import { copyLink, Explanation, MarketplaceBadge } from './SupplierParts.tsx';

export interface SupplierResultsProps {
  productQuery: string;
  brand: string | null;
  image: string | null;
  onNewAnalysis: () => void;
}

/** The supplier discovery screen: starts once by itself,
 *  then loading, error, empty or results; the explanation is asked for on demand. */
export default function SupplierResultsStep({ productQuery, brand, image, onNewAnalysis }: SupplierResultsProps) {
  const query = productQuery.trim();
  // The home flow never opens this step without a name (an unrecognised photo asks for one first).
  const searchable = query !== '';
  const product = { name: query, ...(brand ? { brand } : {}) };
  const find = useQuery({
    queryKey: ['findSuppliers', query, brand ?? ''],
    queryFn: ({ signal }) => findSuppliers(product, signal),
    enabled: searchable,
  });
  const explain = useMutation({
    mutationFn: (suppliers: Supplier[]) => explainSuppliers('find', product, suppliers),
    onError: () =>
      toast({
        title: 'Explanation Error',
        description: 'Unable to generate supplier explanation.',
        variant: 'destructive',
      }),
  });

  const toasted = useRef(false);
  useEffect(() => {
    if (find.isError && !toasted.current) {
      toasted.current = true;
      toast({
        title: 'Search Failed',
        description: 'Unable to search for suppliers. Please try again.',
        variant: 'destructive',
      });
    }
  }, [find.isError]);

  const header = (
    <header className="supplier-header">
      {image && <img src={image} alt="Your product" className="supplier-thumb" />}
      <div>
        <h2>Supplier Discovery</h2>
        {/* True whatever follows: with no marketplace search here, no listings were looked up. */}
        <p className="muted">
          For <strong>{query}</strong>
          {brand ? ` (${brand})` : ''}
        </p>
      </div>
    </header>
  );
  const newAnalysis = (
    <button type="button" className="btn" onClick={onNewAnalysis}>
      New Analysis
    </button>
  );

  if (searchable && find.isPending) {
    return (
      <section className="supplier-step" aria-busy="true">
        {header}
        <div className="center" role="status">
          <div className="spinner" aria-hidden="true" />
          <p className="muted">Searching Alibaba, AliExpress, Made-in-China and Global Sources...</p>
        </div>
      </section>
    );
  }

  if (find.isError) {
    const message = userMessage(find.error, 'Unable to search for suppliers. Please try again.');
    return (
      <section className="supplier-step">
        {header}
        <div className="card center tone-card-red" role="alert">
          <h3>Supplier Search Failed</h3>
          <p>{message}</p>
          <button type="button" className="btn btn-primary" onClick={onNewAnalysis}>
            Try New Search
          </button>
        </div>
      </section>
    );
  }

  const data = find.data;
  const suppliers = data?.suppliers ?? [];
  if (suppliers.length === 0) {
    return (
      <section className="supplier-step">
        {header}
        <div className="card">
          <h3>No Suppliers Found</h3>
          <p className="muted">
            No wholesale listings matched “{query}”. Try a shorter or more common name, or a new photo.
          </p>
          {newAnalysis}
        </div>
      </section>
    );
  }

  if (!data?.configured) {
    return (
      <section className="supplier-step">
        {header}
        <div className="card notice" role="note">
          <h3>Search the supplier marketplaces</h3>
          <p>
            Supplier prices aren't searched here, so no listings were looked up for you. These links open each
            marketplace's own search for <strong>{query}</strong>.
          </p>
        </div>
        <ul className="supplier-list">
          {suppliers.map((s) => (
            <li key={s.link} className="card supplier-card">
              <div className="row">
                <MarketplaceBadge marketplace={s.marketplace} />
                <span className="badge tone-grey">Marketplace search</span>
              </div>
              <a className="btn" href={s.link} target="_blank" rel="noopener noreferrer">
                Search {MARKETPLACE_LABELS[s.marketplace]}
              </a>
            </li>
          ))}
        </ul>
        {newAnalysis}
      </section>
    );
  }

  return (
    <section className="supplier-step">
      {header}
      <div className="row">
        <p className="muted" role="status">
          Showing top {suppliers.length} unique results
          {data.meta.totalFound > suppliers.length ? ` of ${data.meta.totalFound}` : ''}
          {data.cached ? ' • cached within 2 hours' : ''}
        </p>
        <span className="spacer" />
        <button
          type="button"
          className="btn btn-sm"
          disabled={explain.isPending}
          onClick={() => explain.mutate(suppliers)}
        >
          {explain.isPending ? 'Explaining...' : 'Explain these results'}
        </button>
      </div>
      {explain.data && <Explanation text={explain.data.explanation} source={explain.data.source} />}
      <ul className="supplier-list">
        {suppliers.map((s) => (
          <li key={s.link} className="card supplier-card">
            <div className="row">
              <MarketplaceBadge marketplace={s.marketplace} />
              {s.score >= SUPPLIER_HIGH_MATCH_SCORE && <span className="badge tone-green">High Match</span>}
              <span className="spacer" />
              <span className="muted small">Match score {s.score}</span>
            </div>
            <h3 className="supplier-title">
              <a href={s.link} target="_blank" rel="noopener noreferrer">
                {s.title}
              </a>
            </h3>
            {s.snippet && <p className="supplier-snippet">{s.snippet}</p>}
            <div className="row">
              <span className="muted small">{s.host}</span>
              <span className="spacer" />
              <LandedCostLink listing={s} />
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => void copyLink(s.link, { title: 'Link Copied' })}
              >
                Copy Link
              </button>
              <a className="btn btn-sm btn-primary" href={s.link} target="_blank" rel="noopener noreferrer">
                Visit
              </a>
            </div>
          </li>
        ))}
      </ul>
      {newAnalysis}
    </section>
  );
}
