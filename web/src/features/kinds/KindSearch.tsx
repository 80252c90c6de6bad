/** A searchable picker of the kinds of product the cost book prices (600-odd: too many for a select). Typed words
 *  are read by the shared matcher in English or French ("skillet" finds the frying pan); each result says whether
 *  its figures come from similar products, and its tariff heading. Works offline once the chunk is cached; until
 *  the chunk loads, the labels alone are searched. */
import { useEffect, useId, useMemo, useState } from 'react';
import type { CategoryRef } from '@costlens/contracts';

import { loadKinds } from '../../lazy.ts';
import type { KindsModule } from './kind-words.ts';

export const KIND_SEARCH_TEXTS = {
  label: 'Kind of product',
  placeholder: 'Search, e.g. frying pan, winter boots',
  none: 'No kind of product matches. Try a plainer name, or leave it blank and enter the weight.',
  change: 'Change',
  clear: 'Not sure',
  fromFamily: (family: string) => `from similar products: ${family}`,
  heading: (heading: string) => `tariff heading ${heading}`,
} as const;

const MAX_RESULTS = 8;

export interface KindSearchProps {
  categories: readonly CategoryRef[];
  /** The chosen category id, or '' for none. */
  value: string;
  onChange(id: string): void;
  id?: string;
}

/** Categories whose label holds every typed word at a word's start: the search before the matcher loads. */
function byLabel(categories: readonly CategoryRef[], query: string): CategoryRef[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return categories.filter((c) => {
    const label = c.label.toLowerCase();
    return words.every((w) => label.split(/[\s/()-]+/).some((part) => part.startsWith(w)));
  });
}

/** The categories the matcher finds for the words, in its order, each once. */
function byKinds(kinds: KindsModule, categories: readonly CategoryRef[], query: string): CategoryRef[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const found = kinds
    .searchProductKinds(query, MAX_RESULTS * 2)
    .map((k) => byId.get(k.entry ?? k.id))
    .filter((c): c is CategoryRef => c !== undefined);
  return [...new Map(found.map((c) => [c.id, c])).values()];
}

/** What a kind's line says beside its name: whether its figures come from similar products, its tariff heading. */
function detailOf(c: CategoryRef): string {
  return [c.family && KIND_SEARCH_TEXTS.fromFamily(c.family), c.heading && KIND_SEARCH_TEXTS.heading(c.heading)]
    .filter(Boolean)
    .join(' · ');
}

export function KindSearch({ categories, value, onChange, id }: KindSearchProps) {
  const own = useId();
  const inputId = id ?? `${own}-search`;
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const [kinds, setKinds] = useState<KindsModule | null>(null);
  const chosen = categories.find((c) => c.id === value) ?? null;

  useEffect(() => {
    if (!searching || kinds) return;
    let live = true;
    loadKinds()
      .then((m) => live && setKinds(m))
      .catch(() => {
        // Offline before the chunk was ever cached: the label search still works.
      });
    return () => {
      live = false;
    };
  }, [searching, kinds]);

  const results = useMemo(() => {
    if (!searching) return [];
    return (kinds ? byKinds(kinds, categories, query) : byLabel(categories, query)).slice(0, MAX_RESULTS);
  }, [searching, kinds, categories, query]);

  if (chosen) {
    return (
      <div className="kind-search kind-search-chosen">
        <span className="kind-search-label" id={`${own}-label`}>
          {KIND_SEARCH_TEXTS.label}
        </span>
        <p className="kind-search-value" aria-labelledby={`${own}-label`}>
          <strong>{chosen.label}</strong>
          {detailOf(chosen) && <span className="small muted"> · {detailOf(chosen)}</span>}
        </p>
        <div className="row">
          <button type="button" className="btn" onClick={() => onChange('')}>
            {KIND_SEARCH_TEXTS.change}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="kind-search">
      <label htmlFor={inputId}>{KIND_SEARCH_TEXTS.label}</label>
      <input
        id={inputId}
        className="input"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={KIND_SEARCH_TEXTS.placeholder}
        autoComplete="off"
        aria-controls={`${own}-results`}
      />
      {/* Always in the page: the field controls it, and a live region announces only once it exists. */}
      <ul id={`${own}-results`} className="kind-search-results" aria-live="polite" hidden={!searching}>
        {searching && results.length === 0 && <li className="small muted">{KIND_SEARCH_TEXTS.none}</li>}
        {results.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="kind-search-result"
              onClick={() => {
                onChange(c.id);
                setQuery('');
              }}
            >
              <span>{c.label}</span>
              <span className="small muted">{detailOf(c)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
