/** Every watch of this device: the current price, its change, and how the last check went. */
import { Link } from 'wouter';
import type { Watch } from '@costlens/contracts';
import { changeText, currentPriceText, rulesText, seenAt, watchHref } from './watch-words.ts';

export function WatchList({ watches }: { watches: readonly Watch[] }) {
  return (
    <ul className="watch-list" aria-label="Watched products">
      {watches.map((w) => (
        <li key={w.id} className="card" data-watch-id={w.id}>
          <div className="watch-card-head">
            <h2>{w.title}</h2>
            {w.unreadAlerts > 0 ? (
              <span className="badge tone-orange">
                {w.unreadAlerts} {w.unreadAlerts === 1 ? 'alert' : 'alerts'}
              </span>
            ) : null}
          </div>
          <WatchSummary watch={w} />
          <Link href={watchHref(w.id)} className="btn btn-sm btn-primary">
            Price history
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function WatchSummary({ watch }: { watch: Watch }) {
  const change = changeText(watch);
  return (
    <>
      <p className="watch-price">{currentPriceText(watch)}</p>
      {change ? (
        <p className={`small ${watch.change!.amount < 0 ? 'watch-change-down' : 'watch-change-up'}`}>{change}</p>
      ) : null}
      {watch.statusMessage ? (
        <p className="small watch-status" role={watch.status === 'ok' ? undefined : 'status'}>
          {watch.statusMessage}
        </p>
      ) : null}
      <p className="small muted">
        {watch.lastCheckedAt ? `Checked ${seenAt(watch.lastCheckedAt)}` : 'Not checked yet'} · next check{' '}
        {seenAt(watch.nextCheckAt)}
      </p>
      <p className="small muted">{rulesText(watch.rules, watch.currency)}</p>
    </>
  );
}
