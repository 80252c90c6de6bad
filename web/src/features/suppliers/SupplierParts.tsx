import type { Marketplace } from '@costlens/contracts';
import { MARKETPLACE_LABELS, MAX_SUPPLIER_STARS, supplierStars } from '@costlens/domain';
import { toast } from '../../lib/toasts.ts';

/** Each marketplace has its own badge colour; the classes live at the end of styles.css. */
export function MarketplaceBadge({ marketplace }: { marketplace: Marketplace }) {
  return <span className={`badge mp-badge mp-${marketplace}`}>{MARKETPLACE_LABELS[marketplace]}</span>;
}

/** The score as up to 5 stars (capped). */
export function Stars({ score }: { score: number }) {
  const n = supplierStars(score);
  return (
    <span className="stars" role="img" aria-label={`Match score ${n} of ${MAX_SUPPLIER_STARS} stars`}>
      {'★'.repeat(n)}
      <span className="stars-off">{'★'.repeat(MAX_SUPPLIER_STARS - n)}</span>
    </span>
  );
}

/** Copies a link and says so with the given toast; a refused clipboard shows the link to copy by hand. */
export async function copyLink(link: string, done: { title: string; description?: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    toast(done);
  } catch {
    toast({ title: 'Copy Failed', description: link, variant: 'destructive' });
  }
}

/** An explanation, saying who wrote it: the configured model, or the server's summary of the same data. */
export function Explanation({ text, source }: { text: string; source?: 'model' | 'summary' }) {
  return (
    <div className="card explanation" aria-live="polite">
      <p>{text}</p>
      {source && (
        <p className="muted small">
          {source === 'model'
            ? 'Written by the configured AI model from these results.'
            : 'A summary computed from these results.'}
        </p>
      )}
    </div>
  );
}
