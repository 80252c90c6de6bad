/** What public product databases say about the barcode the analysis read: name, brand, size and where it
 *  is sold, with the database's name and the attribution its licence asks for. The analysis does not wait
 *  for it: the card asks the server on its own and says plainly when there is nothing to show. It asks only
 *  once it comes near the screen: every lookup spends the public databases' daily allowance, which all
 *  visitors share, so a visitor who never scrolls to it (most of a shared link's readers) spends none. */
import { useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProductFactsResponse } from '@costlens/contracts';
import type { ErrorCode } from '@costlens/contracts/error-codes';
import { endpointKey } from '../../lib/api-client.ts';
import { errorCode } from '../../lib/error-messages.ts';
import { useNearScreen } from '../../lib/use-near-screen.ts';
import { ProductFactsSourceLine } from './ProductFactsSourceLine.tsx';
import './product-facts.css';

/** Failures that mean this server has no product facts (the capability is off, or it is an older server
 *  without it): the card stays out of the way. Anything else is worth a line. */
const NOTHING_TO_SAY: ReadonlySet<ErrorCode> = new Set(['not_configured', 'not_found', 'invalid_request']);

export function ProductFactsCard({ code }: { code: string }) {
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const near = useNearScreen(card);
  const facts = useQuery<ProductFactsResponse>({ queryKey: endpointKey('productFacts', { code }), enabled: near });
  const failure = errorCode(facts.error);
  if (failure !== null && NOTHING_TO_SAY.has(failure)) return null;

  return (
    <section ref={card} className="card results-panel product-facts" aria-labelledby={titleId}>
      <h2 id={titleId}>Product facts</h2>
      <p className="muted small">From the barcode {code}</p>
      {facts.isPending && <p className="muted">Looking up this barcode…</p>}
      {facts.isError && <p className="muted">Product facts for this barcode aren't available right now.</p>}
      {facts.data && <FactsBody facts={facts.data} />}
    </section>
  );
}

function FactsBody({ facts }: { facts: ProductFactsResponse }) {
  if (!facts.found || !facts.source) {
    return (
      <>
        <p>No product facts for this barcode.</p>
        {facts.searched.length > 0 && <p className="muted small">Looked up in {listWords(facts.searched)}.</p>}
      </>
    );
  }
  const rows: Array<[string, string | null]> = [
    ['Name', facts.name],
    ['Brand', facts.brand],
    ['Size', facts.quantity],
    ['Sold in', facts.countries.length ? facts.countries.join(', ') : null],
  ];
  return (
    <>
      <dl className="product-facts-list">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <ProductFactsSourceLine source={facts.source} />
    </>
  );
}

/** "A", "A and B", "A, B and C". */
function listWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
