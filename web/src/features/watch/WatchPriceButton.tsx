/**
 * "Watch price": watches a product page (no key needed: the server re-reads the page on a schedule), or
 * with a search (the server's shopping key) the cheapest offer at Canadian retailers. When the server has no
 * shopping key it says so, and the shopper can paste the product page's address instead. Offline, the watch
 * is queued like a comment and reaches the server once, when the connection is back.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import type { CreateWatchRequest, Watch, WatchResponse } from '@costlens/contracts';
import { errorCode, userMessage } from '../../lib/error-messages.ts';
import { sendOrQueue } from '../../offline/send-or-queue.ts';
import { useRefreshWatches } from './watch-queries.ts';
import { currentPriceText, watchHref } from './watch-words.ts';
import './watch.css';

export interface WatchPriceButtonProps {
  /** A product page address: watched with no key. */
  url?: string;
  /** Search words and a UPC: the cheapest offer, with the server's shopping key. */
  query?: string;
  upc?: string | null;
  title?: string;
  /** False when this page already showed that store prices are not searched here: the cheapest offer cannot
   *  be watched, so the button asks for a store's page at once instead of trying. */
  pricesSearched?: boolean;
  /** Where the shopper can find a store's page for this product (a price search), when asked for one. */
  searchHref?: string;
  /** Whether to link to the Watching screen beside the button (false where the page links to it already). */
  watchingLink?: boolean;
}

/** What a new watch alerts on until the shopper changes it on the Watching screen. */
export const DEFAULT_WATCH_RULES = { dropPercent: 5, lowest30Days: true } as const;

/** What watching is, in a line: the server does the reading, on a schedule, with the app closed. */
export const WATCH_NEEDS =
  'CostLens reads the price again about every 6 hours, even when this app is closed; a product page at a store can always be watched, the cheapest offer across stores only where CostLens can search prices.';
export const NEEDS_PAGE_TEXT =
  "CostLens can't search stores' prices here, so it can't watch the cheapest offer. Paste the address of the product's page at a store: it watches that page's price instead.";
export const WATCH_QUEUED_TEXT = "You're offline. The watch is kept on this device and starts when you're back online.";

type State =
  | { phase: 'idle' }
  | { phase: 'saving' }
  | { phase: 'watching'; watch: Watch }
  | { phase: 'queued' }
  | { phase: 'needs-page'; message: string; failure?: string }
  | { phase: 'failed'; message: string };

export function WatchPriceButton({
  url,
  query,
  upc,
  title,
  pricesSearched = true,
  searchHref,
  watchingLink = true,
}: WatchPriceButtonProps) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [page, setPage] = useState('');
  const refresh = useRefreshWatches();

  // Sent now when the network answers; queued like a comment otherwise, and sent once when it is back.
  const watch = async (body: CreateWatchRequest) => {
    const fromPage = state.phase === 'needs-page';
    setState(fromPage ? { ...state, failure: undefined } : { phase: 'saving' });
    try {
      const sent = await sendOrQueue({
        kind: 'watch',
        endpoint: 'createWatch',
        params: {},
        body: { ...body, rules: DEFAULT_WATCH_RULES },
      });
      if (sent.status === 'queued') {
        setState({ phase: 'queued' });
        return;
      }
      const answer = (await sent.response.json()) as WatchResponse;
      setState({ phase: 'watching', watch: answer.watch });
      void refresh();
    } catch (err) {
      if (errorCode(err) === 'not_configured') {
        setState({ phase: 'needs-page', message: NEEDS_PAGE_TEXT });
        return;
      }
      const message = userMessage(err, "The watch couldn't be started.");
      // A pasted address that fails stays in its field, with the reason under it.
      setState(
        fromPage ? { phase: 'needs-page', message: NEEDS_PAGE_TEXT, failure: message } : { phase: 'failed', message },
      );
    }
  };
  const start = () => {
    if (!url && !pricesSearched) return setState({ phase: 'needs-page', message: NEEDS_PAGE_TEXT });
    void watch(url ? { url, ...(title ? { title } : {}) } : { query: query ?? title, ...(upc ? { upc } : {}), title });
  };
  const onPage = (e: FormEvent) => {
    e.preventDefault();
    if (page.trim()) void watch({ url: page.trim(), ...(title ? { title } : {}) });
  };

  if (state.phase === 'queued') {
    return (
      <div className="watch-action" role="status">
        <p>
          <strong>Watch saved</strong> {WATCH_QUEUED_TEXT}
        </p>
        <Link href="/watching" className="small watch-link">
          Watching
        </Link>
      </div>
    );
  }
  if (state.phase === 'watching') {
    const w = state.watch;
    return (
      <div className="watch-action" role="status">
        <p>
          <strong>Watching</strong> {w.title}: {currentPriceText(w)}.{w.statusMessage ? ` ${w.statusMessage}` : ''}
        </p>
        <Link href={watchHref(w.id)} className="btn">
          See price history
        </Link>
      </div>
    );
  }
  return (
    <div className="watch-action">
      {state.phase === 'needs-page' ? (
        <form className="watch-page-form" onSubmit={onPage}>
          <p className="small">{state.message}</p>
          {searchHref && (
            <p className="small">
              <Link href={searchHref}>Find it at a store</Link>, open its page there, and paste the address here.
            </p>
          )}
          <p className="small muted">{WATCH_NEEDS}</p>
          <label htmlFor="watch-page-url" className="small">
            Product page address
          </label>
          <div className="row">
            <input
              id="watch-page-url"
              className="input"
              type="text"
              inputMode="url"
              placeholder="https://www.example.ca/product/kettle"
              value={page}
              onChange={(e) => setPage(e.target.value)}
            />
            <button type="submit" className="btn btn-primary">
              Watch this page
            </button>
          </div>
          {state.failure ? (
            <p className="small watch-error" role="alert">
              {state.failure}
            </p>
          ) : null}
        </form>
      ) : (
        <button type="button" className="btn" onClick={start} disabled={state.phase === 'saving'}>
          {state.phase === 'saving' ? 'Reading the price…' : 'Watch price'}
        </button>
      )}
      {state.phase === 'failed' ? (
        <p className="small watch-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {watchingLink && (
        <Link href="/watching" className="small watch-link">
          Watching
        </Link>
      )}
    </div>
  );
}
