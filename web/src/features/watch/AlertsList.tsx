/** What the watches' rules said, newest first; unread ones stand out until the shopper marks them read. */
import { Link } from 'wouter';
import type { WatchAlert } from '@costlens/contracts';
import { callApi } from '../../lib/api-client.ts';
import { seenAt, watchHref } from './watch-words.ts';

export function AlertsList({
  alerts,
  onRead,
  showWatch = true,
}: {
  alerts: readonly WatchAlert[];
  onRead: () => void;
  showWatch?: boolean;
}) {
  if (alerts.length === 0) return <p className="small muted">No alerts yet.</p>;
  const unread = alerts.filter((a) => !a.read).map((a) => a.id);
  return (
    <>
      <ul className="watch-alerts" aria-label="Price alerts">
        {alerts.map((a) => (
          <li key={a.id} className={a.read ? undefined : 'unread'}>
            {showWatch ? (
              <>
                <Link href={watchHref(a.watchId)}>{a.watchTitle}</Link>:{' '}
              </>
            ) : null}
            {a.message} <span className="small muted">{seenAt(a.createdAt)}</span>
          </li>
        ))}
      </ul>
      {unread.length > 0 ? (
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => void callApi('readWatchAlerts', { body: { ids: unread } }).then(onRead, onRead)}
        >
          Mark as read
        </button>
      ) : null}
    </>
  );
}
