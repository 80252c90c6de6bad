/**
 * "Watch price": watches a product page (no key needed: the server re-reads the page on a schedule), or
 * with a search (the server's shopping key) the cheapest offer at Canadian retailers. When the server has no
 * shopping key it says so, and the shopper can paste the product page's address instead.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import type { CreateWatchRequest, Watch } from '@costlens/contracts';
import { callApi } from '../../lib/api-client.ts';
import { errorCode, userMessage } from '../../lib/error-messages.ts';
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
}

/** What a new watch alerts on until the shopper changes it on the Watching screen. */
export const DEFAULT_WATCH_RULES = { dropPercent: 5, lowest30Days: true } as const;

type State =
  | { phase: 'idle' }
  | { phase: 'saving' }
  | { phase: 'watching'; watch: Watch }
  | { phase: 'needs-page'; message: string }
  | { phase: 'failed'; message: string };

export function WatchPriceButton({ url, query, upc, title }: WatchPriceButtonProps) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [page, setPage] = useState('');
  const refresh = useRefreshWatches();

  const watch = async (body: CreateWatchRequest) => {
    setState({ phase: 'saving' });
    try {
      const answer = await callApi('createWatch', { body: { ...body, rules: DEFAULT_WATCH_RULES } });
      setState({ phase: 'watching', watch: answer.watch });
      void refresh();
    } catch (err) {
      if (errorCode(err) === 'not_configured') {
        setState({
          phase: 'needs-page',
          message: "This server can't search retailers' prices. Paste the product page's address to watch it instead.",
        });
        return;
      }
      setState({ phase: 'failed', message: userMessage(err, "The watch couldn't be started.") });
    }
  };
  const start = () =>
    void watch(url ? { url, ...(title ? { title } : {}) } : { query: query ?? title, ...(upc ? { upc } : {}), title });
  const onPage = (e: FormEvent) => {
    e.preventDefault();
    if (page.trim()) void watch({ url: page.trim(), ...(title ? { title } : {}) });
  };

  if (state.phase === 'watching') {
    const w = state.watch;
    return (
      <div className="watch-action" role="status">
        <p>
          <strong>Watching</strong> {w.title}: {currentPriceText(w)}.{w.statusMessage ? ` ${w.statusMessage}` : ''}
        </p>
        <Link href={watchHref(w.id)} className="btn btn-sm">
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
      <Link href="/watching" className="small">
        Watching
      </Link>
    </div>
  );
}
