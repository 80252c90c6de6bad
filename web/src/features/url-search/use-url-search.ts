/** The URL search sub-flow: idle → extracting → finding similar (started by itself) → results or empty.
 *  A new search clears the previous product, offers and queries; a newer search cancels an older one. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExtractedProduct, Offer } from '@costlens/contracts';
import { toast } from '../../lib/toasts.ts';
import { callApi } from '../../lib/api-client.ts';
import { userMessage } from '../../lib/error-messages.ts';

export type UrlSearchPhase = 'idle' | 'extracting' | 'finding' | 'done' | 'search-failed';

export interface UrlSearchState {
  phase: UrlSearchPhase;
  product: ExtractedProduct | null;
  offers: Offer[];
  queries: string[];
}

const EMPTY: UrlSearchState = { phase: 'idle', product: null, offers: [], queries: [] };

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

export function useUrlSearch() {
  const [state, setState] = useState<UrlSearchState>(EMPTY);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const search = useCallback(async (rawUrl: string) => {
    const url = rawUrl.trim();
    if (!url) {
      toast({ title: 'URL Required', description: 'Please enter a product URL to search', variant: 'destructive' });
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
      toast({
        title: 'Extraction Failed',
        description: userMessage(err, 'Failed to extract product information'),
        variant: 'destructive',
      });
      setState(EMPTY);
      return;
    }
    setState({ ...EMPTY, phase: 'finding', product });
    try {
      const found = await callApi('findSimilar', { body: { product, sourceUrl: url, country: 'CA' }, signal });
      setState({ phase: 'done', product, offers: found.offers, queries: found.searchQueries });
    } catch (err) {
      if (isAbort(err)) return;
      toast({
        title: 'Search Failed',
        description: userMessage(err, 'Failed to find similar products'),
        variant: 'destructive',
      });
      setState({ ...EMPTY, phase: 'search-failed', product });
    }
  }, []);

  return { state, search, busy: state.phase === 'extracting' || state.phase === 'finding' };
}
