/** The URL search sub-flow: idle → extracting → finding similar (started by itself) → results or empty.
 *  A new search clears the previous product, offers and queries; a newer search cancels an older one. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExtractedProduct, Offer } from '@costlens/contracts';
import { callApi } from '../../lib/api-client.ts';
import { errorCode, isNetworkFailure, userMessage } from '../../lib/error-messages.ts';
import { looksLikeAddress, productWordsOf } from './address-words.ts';

export type UrlSearchPhase = 'idle' | 'extracting' | 'finding' | 'done' | 'search-failed';

export interface UrlSearchState {
  phase: UrlSearchPhase;
  product: ExtractedProduct | null;
  offers: Offer[];
  queries: string[];
  /** What went wrong, said under the address field: a title and the words for the user. */
  error: { title: string; text: string } | null;
  /** Words to search stores for instead, when the page could not be read: the product name the address
   *  holds, or the words typed where no address was. */
  suggestion: string | null;
}

const EMPTY: UrlSearchState = {
  phase: 'idle',
  product: null,
  offers: [],
  queries: [],
  error: null,
  suggestion: null,
};

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

export const OFFLINE_ERROR = {
  title: "You're offline",
  text: "Reading a product page needs a connection. Try again when you're back online.",
};
export const NOT_ADDRESS_ERROR = {
  title: "That isn't a web address",
  text: 'Paste the address of a product page, like https://www.example.ca/product/kettle.',
};

/** Why a page could not be read, told apart: no connection, not an address, a site that refused or could
 *  not be reached, a page that names no product, or the service itself. */
export function readFailure(err: unknown): { title: string; text: string } {
  if (isNetworkFailure(err) || navigator.onLine === false) return OFFLINE_ERROR;
  switch (errorCode(err)) {
    case 'invalid_request':
      return { title: NOT_ADDRESS_ERROR.title, text: userMessage(err, NOT_ADDRESS_ERROR.text) };
    case 'page_unavailable':
      return { title: "That website couldn't be read", text: userMessage(err) };
    case 'page_refused':
      return { title: "That address can't be read", text: userMessage(err) };
    case 'timeout':
      return { title: 'That website took too long', text: 'It did not answer in time. Try again later.' };
    case 'not_recognised':
      return {
        title: 'No product on that page',
        text: "The page doesn't name a product we can read. Paste the address of one product's own page.",
      };
    default:
      return { title: "The page couldn't be read", text: userMessage(err, 'Failed to read the product page.') };
  }
}

/** A product known only by the words of its name. */
function productNamed(name: string): ExtractedProduct {
  return { name, brand: null, category: null, price: null, currency: 'CAD', keyFeatures: [] };
}

export function useUrlSearch() {
  const [state, setState] = useState<UrlSearchState>(EMPTY);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const begin = () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    return controller.signal;
  };

  const findSimilar = useCallback(async (product: ExtractedProduct, signal: AbortSignal, sourceUrl?: string) => {
    setState({ ...EMPTY, phase: 'finding', product });
    try {
      const found = await callApi('findSimilar', {
        body: { product, ...(sourceUrl ? { sourceUrl } : {}), country: 'CA' },
        signal,
      });
      setState({ ...EMPTY, phase: 'done', product, offers: found.offers, queries: found.searchQueries });
    } catch (err) {
      if (isAbort(err)) return;
      setState({
        ...EMPTY,
        phase: 'search-failed',
        product,
        error: isNetworkFailure(err)
          ? {
              title: OFFLINE_ERROR.title,
              text: "Searching stores needs a connection. Try again when you're back online.",
            }
          : { title: 'Search Failed', text: userMessage(err, 'Failed to find similar products') },
      });
    }
  }, []);

  const search = useCallback(
    async (rawUrl: string) => {
      const url = rawUrl.trim();
      if (!url) {
        setState({ ...EMPTY, error: { title: 'Address needed', text: 'Paste the address of a product page.' } });
        return;
      }
      const suggestion = productWordsOf(url);
      if (!looksLikeAddress(url)) {
        current.current?.abort();
        setState({ ...EMPTY, error: NOT_ADDRESS_ERROR, suggestion });
        return;
      }
      const signal = begin();
      setState({ ...EMPTY, phase: 'extracting' });
      let product: ExtractedProduct;
      try {
        product = (await callApi('extractUrl', { body: { url }, signal })).product;
      } catch (err) {
        if (isAbort(err)) return;
        setState({ ...EMPTY, error: readFailure(err), suggestion });
        return;
      }
      await findSimilar(product, signal, url);
    },
    [findSimilar],
  );

  /** Searches stores for a product by its name alone (no page read): works with no keys, as search links. */
  const searchByName = useCallback(
    async (name: string) => {
      const words = name.trim();
      if (words) await findSimilar(productNamed(words), begin());
    },
    [findSimilar],
  );

  return { state, search, searchByName, busy: state.phase === 'extracting' || state.phase === 'finding' };
}
