/** /watching and /watching/:id: the products this device watches with their current prices, the alerts,
 *  notifications on this device, and one watch's price history. Opens offline from the device's copy. */
import { Link } from 'wouter';
import {
  AlertsList,
  PushToggle,
  useRefreshWatches,
  useWatchAlerts,
  useWatches,
  WatchDetail,
  WatchList,
} from '../../features/watch/index.ts';
import { userMessage } from '../../lib/error-messages.ts';
import { usePendingOutbox } from '../../offline/use-offline-views.ts';
import { FIRST_VIEWS } from '../../app/first-views.ts';
import { ScreenIntro } from '../../ui/ScreenIntro.tsx';

export default function WatchingScreen({ id }: { id?: string }) {
  const watches = useWatches();
  const alerts = useWatchAlerts();
  const refresh = useRefreshWatches();

  return (
    <main className={FIRST_VIEWS.watching.className}>
      <ScreenIntro view={FIRST_VIEWS.watching} />
      {id ? (
        <>
          <p>
            <Link href="/watching">← All watched products</Link>
          </p>
          <WatchDetail id={id} />
        </>
      ) : (
        <>
          <PushToggle />
          <PendingWatches />
          <section className="card" aria-labelledby="watch-alerts-title">
            <h2 id="watch-alerts-title">
              Alerts{alerts.data && alerts.data.unread > 0 ? ` (${alerts.data.unread} new)` : ''}
            </h2>
            {alerts.data ? <AlertsList alerts={alerts.data.alerts} onRead={() => void refresh()} /> : null}
          </section>
          {watches.isPending ? (
            <div className="spinner" role="status" aria-label="Loading your watches" />
          ) : watches.isError ? (
            <div className="card" role="alert">
              <h2>Watches not available</h2>
              <p className="muted">{userMessage(watches.error, 'Your watches could not be loaded.')}</p>
              <button type="button" className="btn" onClick={() => void watches.refetch()}>
                Try Again
              </button>
            </div>
          ) : watches.data.watches.length === 0 ? (
            <div className="card center">
              <h2>Nothing watched yet</h2>
              <p className="muted">Paste a product page at Find Similar, then choose “Watch price”.</p>
              <Link href="/find-similar" className="btn btn-primary">
                Find Similar
              </Link>
            </div>
          ) : (
            <WatchList watches={watches.data.watches} />
          )}
        </>
      )}
    </main>
  );
}

/** Watches made offline, kept on this device until the connection is back. */
function PendingWatches() {
  const pending = usePendingOutbox({ kind: 'watch' });
  if (pending.length === 0) return null;
  return (
    <section className="card" aria-labelledby="watch-pending-title">
      <h2 id="watch-pending-title">Waiting for a connection</h2>
      <ul className="small">
        {pending.map((item) => {
          const body = item.request.body as { title?: string; url?: string; query?: string };
          return (
            <li key={item.idempotencyKey}>{body.title ?? body.url ?? body.query}: starts when you're back online</li>
          );
        })}
      </ul>
    </section>
  );
}
