import { useMutation, useQuery } from '@tanstack/react-query';
import { MARKETPLACE_LABELS } from '@costlens/domain';
import type { Supplier } from '@costlens/contracts';
import { toast } from '../../lib/toasts.ts';
import { LandedCostLink } from '../landed-cost/index.ts';
import { explainSuppliers, recommendSuppliers } from './supplier-api.ts';
import { copyLink, Explanation, MarketplaceBadge, Stars } from './SupplierParts.tsx';

export interface RecommendedSuppliersProps {
  product: { brand?: string; name?: string; upc?: string };
}

/** 3 skeleton cards while loading; the recommend call is retried once on failure. */
export const RECOMMEND_SKELETONS = 3;
export const RECOMMEND_RETRY = 1;

const clean = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The Insights tab's 'Recommended Suppliers' block. */
export default function RecommendedSuppliers({ product }: RecommendedSuppliersProps) {
  const p = { brand: clean(product.brand), name: clean(product.name), upc: clean(product.upc) };
  const runnable = Boolean(p.brand || p.name || p.upc);
  const rec = useQuery({
    queryKey: ['recommendSuppliers', p.brand ?? '', p.name ?? '', p.upc ?? ''],
    queryFn: ({ signal }) => recommendSuppliers(p, signal),
    enabled: runnable,
    retry: RECOMMEND_RETRY,
  });
  const explain = useMutation({
    mutationFn: (suppliers: Supplier[]) => explainSuppliers('recommend', p, suppliers),
    onError: () =>
      toast({
        title: 'Explanation Error',
        description: 'Unable to generate supplier explanation.',
        variant: 'destructive',
      }),
  });

  let body;
  if (runnable && rec.isPending) {
    body = (
      <div className="grid grid-3" role="status" aria-busy="true" aria-label="Loading suppliers">
        {Array.from({ length: RECOMMEND_SKELETONS }, (_, i) => (
          <div key={i} className="card supplier-skeleton" data-testid="supplier-skeleton">
            <div className="skeleton" />
            <div className="skeleton" />
            <div className="skeleton short" />
          </div>
        ))}
      </div>
    );
  } else if (rec.isError) {
    body = (
      <div className="card center" role="alert">
        <h4>Unable to find suppliers</h4>
        <p className="muted">Supplier search service is temporarily unavailable. Try again later.</p>
      </div>
    );
  } else if (!rec.data || rec.data.suppliers.length === 0) {
    body = (
      <div className="card center">
        <h4>No suppliers found</h4>
        <p className="muted">Try using a clearer product image or different search terms.</p>
      </div>
    );
  } else if (!rec.data.configured) {
    body = (
      <>
        <p className="muted small">
          CostLens can’t look up supplier listings here, so these are searches on each marketplace, not suppliers that
          were checked.
        </p>
        <ul className="supplier-list grid grid-2">
          {rec.data.suppliers.map((s) => (
            <li key={s.link} className="card supplier-card">
              <div className="row">
                <MarketplaceBadge marketplace={s.marketplace} />
                <span className="badge tone-grey">Marketplace search</span>
              </div>
              <a className="btn btn-sm" href={s.link} target="_blank" rel="noopener noreferrer">
                Search {MARKETPLACE_LABELS[s.marketplace]}
              </a>
            </li>
          ))}
        </ul>
      </>
    );
  } else {
    const suppliers = rec.data.suppliers;
    body = (
      <>
        <ul className="supplier-list grid grid-2">
          {suppliers.map((s) => (
            <li key={s.link} className="card supplier-card">
              <div className="row">
                <MarketplaceBadge marketplace={s.marketplace} />
                <span className="spacer" />
                <Stars score={s.score} />
              </div>
              <h4 className="supplier-title">
                <a href={s.link} target="_blank" rel="noopener noreferrer">
                  {s.title}
                </a>
              </h4>
              {s.snippet && <p className="supplier-snippet small">{s.snippet}</p>}
              <div className="row">
                <span className="muted small">{s.host}</span>
                <span className="spacer" />
                <LandedCostLink listing={s} />
                <button
                  type="button"
                  className="btn btn-sm"
                  onClick={() =>
                    void copyLink(s.link, { title: 'Supplier Saved', description: 'Supplier link copied to clipboard' })
                  }
                >
                  Save
                </button>
              </div>
            </li>
          ))}
        </ul>
        {explain.data ? (
          <Explanation text={explain.data.explanation} source={explain.data.source} />
        ) : (
          <button
            type="button"
            className="btn btn-sm"
            disabled={explain.isPending}
            onClick={() => explain.mutate(suppliers)}
          >
            {explain.isPending ? 'Explaining...' : 'Explain these suppliers'}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="recommended-suppliers" aria-labelledby="recommended-suppliers-heading">
      <h3 id="recommended-suppliers-heading">Recommended Suppliers</h3>
      {body}
    </section>
  );
}
