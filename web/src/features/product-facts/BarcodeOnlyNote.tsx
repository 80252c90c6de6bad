/** A search whose only words are a barcode's digits (the photo showed a barcode and nothing the app could
 *  name): stores are searched by the number, which finds little. The note says so where the results start,
 *  offers the product's name when a public product database knows the code, and otherwise lets the shopper
 *  type it. */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProductFactsResponse } from '@costlens/contracts';
import { endpointKey } from '../../lib/api-client.ts';
import { errorCode } from '../../lib/error-messages.ts';

export const BARCODE_ONLY_TEXTS = {
  lead: (code: string) => `Only the barcode was read from the photo, so stores are searched by its number (${code}).`,
  looking: 'Looking up the product this barcode belongs to…',
  unknown: 'No public product database we ask knows this barcode.',
  unavailable: "The product this barcode belongs to couldn't be looked up right now.",
  typeIt: 'Know its name? Search by name instead:',
} as const;

/** The name a database gives, with its brand in front unless the name already says it. */
export function nameOfFacts(facts: ProductFactsResponse): string | null {
  const name = facts.found ? facts.name?.trim() : null;
  if (!name) return null;
  const brand = facts.brand?.trim();
  return brand && !name.toLowerCase().includes(brand.toLowerCase()) ? `${brand} ${name}` : name;
}

export function BarcodeOnlyNote({
  code,
  onSearch,
}: {
  code: string;
  /** Opens the same kind of search for these words (the barcode stays with it). */
  onSearch(query: string, brand: string | null): void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const facts = useQuery<ProductFactsResponse>({ queryKey: endpointKey('productFacts', { code }) });
  const known = facts.data ? nameOfFacts(facts.data) : null;
  const failure = errorCode(facts.error);
  // A server without product facts, or one that knows nothing of the code, both leave the shopper to type it.
  const unknown = (facts.data && !known) || failure === 'not_found' || failure === 'not_configured';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) onSearch(typed.trim(), null);
  };

  return (
    <section className="card notice barcode-only" aria-label="Searched by barcode">
      <p>{BARCODE_ONLY_TEXTS.lead(code)}</p>
      {facts.isPending && <p className="muted small">{BARCODE_ONLY_TEXTS.looking}</p>}
      {known && (
        <button type="button" className="btn btn-primary" onClick={() => onSearch(known, facts.data?.brand ?? null)}>
          Search for “{known}”
        </button>
      )}
      {!facts.isPending && !known && (
        <form className="barcode-only-form" onSubmit={submit} aria-label="Search by name">
          <p className="muted small">{unknown ? BARCODE_ONLY_TEXTS.unknown : BARCODE_ONLY_TEXTS.unavailable}</p>
          <label htmlFor={`${id}-name`}>{BARCODE_ONLY_TEXTS.typeIt}</label>
          <div className="row">
            <input
              id={`${id}-name`}
              className="input"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="e.g. Tropicana apple juice 1 L"
              maxLength={200}
              autoComplete="off"
            />
            <button type="submit" className="btn" disabled={!typed.trim()}>
              Search
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
