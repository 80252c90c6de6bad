/** The URL search sub-flow: idle → extracting → finding similar (started by itself) → results or empty.
 *  A new search clears the previous product, offers and queries; a newer search cancels an older one. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExtractedProduct, Offer } from '@costlens/contracts';
import { callApi } from '../../lib/api-client.ts';
import { userMessage } from '../../lib/error-messages.ts';

export type UrlSearchPhase = 'idle' | 'extracting' | 'finding' | 'done' | 'search-failed';

export interface UrlSearchState {
  phase: UrlSearchPhase;
  product: ExtractedProduct | null;
  offers: Offer[];
  queries: string[];
  /** What went wrong, said under the address field: a title and the words for the user. */
  error: { title: string; text: string } | null;
}

const EMPTY: UrlSearchState = { phase: 'idle', product: null, offers: [], queries: [], error: null };

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

export function useUrlSearch() {
  const [state, setState] = useState<UrlSearchState>(EMPTY);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const search = useCallback(async (rawUrl: string) => {
    const url = rawUrl.trim();
    if (!url) {
      setState({ ...EMPTY, error: { title: 'URL Required', text: 'Please enter a product URL to search' } });
      return;
    }
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const { signal } = controller;
    setState({ ...EMPTY, phase: 'extracting' });

    let product: ExtractedProduct;
    try {
      product = (await callApi('extractUrl', { body: { url }, signal })).product;
    } catch (err) {
      if (isAbort(err)) return;
      setState({
        ...EMPTY,
        error: { title: 'Extraction Failed', text: userMessage(err, 'Failed to extract product information') },
      });
      return;
    }
    setState({ ...EMPTY, phase: 'finding', product });
    try {
      const found = await callApi('findSimilar', { body: { product, sourceUrl: url, country: 'CA' }, signal });
      setState({ phase: 'done', product, offers: found.offers, queries: found.searchQueries, error: null });
    } catch (err) {
      if (isAbort(err)) return;
      setState({
        ...EMPTY,
        phase: 'search-failed',
        product,
        error: { title: 'Search Failed', text: userMessage(err, 'Failed to find similar products') },
      });
    }
  }, []);

  return { state, search, busy: state.phase === 'extracting' || state.phase === 'finding' };
}
