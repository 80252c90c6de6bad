/** One watch: its price history (a chart and the same prices as a table, from the device's copy when
 *  offline), its alerts, its rules, "Check now" and "Stop watching". */
import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { formatPrice } from '@costlens/domain';
import { callApi } from '../../lib/api-client.ts';
import { userMessage } from '../../lib/error-messages.ts';
import { useOnline } from '../../lib/use-online.ts';
import { PriceHistoryChart } from '../../lazy.ts';
import { AlertsList } from './AlertsList.tsx';
import { RulesForm } from './RulesForm.tsx';
import { useRefreshWatches, useWatch } from './watch-queries.ts';
import { seenAt } from './watch-words.ts';
import { WatchSummary } from './WatchList.tsx';

export function WatchDetail({ id }: { id: string }) {
  const detail = useWatch(id);
  const refresh = useRefreshWatches();
  const online = useOnline();
  const [, navigate] = useLocation();
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (detail.isPending) return <div className="spinner" role="status" aria-label="Loading the watch" />;
  if (detail.isError) {
    return (
      <div className="card" role="alert">
        <h2>Watch not available</h2>
        <p className="muted">{userMessage(detail.error, 'This watch could not be loaded.')}</p>
      </div>
    );
  }
  const { watch, observations, alerts } = detail.data;

  const checkNow = async () => {
    setBusy(true);
    setNote(null);
    try {
      const res = await callApi('checkWatch', { params: { id } });
      setNote(
        res.watch.lastCheckedAt === watch.lastCheckedAt
          ? `The site was read moments ago; the next check is at ${seenAt(res.watch.nextCheckAt)}.`
          : 'Checked just now.',
      );
      await refresh();
    } catch (err) {
      setNote(userMessage(err, "The price couldn't be checked."));
    } finally {
      setBusy(false);
    }
  };
  const stop = async () => {
    setBusy(true);
    try {
      await callApi('deleteWatch', { params: { id } });
      await refresh();
      navigate('/watching');
    } catch (err) {
      setNote(userMessage(err, "The watch couldn't be stopped."));
      setBusy(false);
    }
  };

  return (
    <article className="card watch-detail" aria-labelledby="watch-title">
      <h2 id="watch-title">{watch.title}</h2>
      {watch.url ? (
        <p className="small">
          <a href={watch.url} target="_blank" rel="noopener noreferrer">
            {new URL(watch.url).hostname}
          </a>
        </p>
      ) : (
        <p className="small muted">Cheapest offer at Canadian retailers for “{watch.query ?? watch.upc}”</p>
      )}
      <WatchSummary watch={watch} />
      {!online ? (
        <p className="small history-note" role="status">
          Offline: showing the prices kept on this device.
        </p>
      ) : null}

      <h3>Price history</h3>
      {observations.length > 0 ? (
        <>
          <div className="watch-chart">
            <Suspense fallback={<div className="skeleton watch-chart" />}>
              <PriceHistoryChart observations={observations} />
            </Suspense>
          </div>
          <details>
            <summary className="small">Every price seen ({observations.length})</summary>
            <table className="watch-history-table">
              <thead>
                <tr>
                  <th scope="col">Seen</th>
                  <th scope="col">Price</th>
                  <th scope="col">Where</th>
                </tr>
              </thead>
              <tbody>
                {[...observations].reverse().map((o) => (
                  <tr key={`${o.observedAt}-${o.price}`}>
                    <td>{seenAt(o.observedAt)}</td>
                    <td>
                      {formatPrice(o.price, o.currency)}
                      {o.notModified ? <span className="small muted"> (page unchanged)</span> : null}
                    </td>
                    <td>{o.retailer}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : (
        <p className="small muted">No price seen yet: the chart starts with the first check that finds one.</p>
      )}

      <h3>Alerts</h3>
      <AlertsList alerts={alerts} onRead={() => void refresh()} showWatch={false} />
      <h3>Alert me when</h3>
      <RulesForm key={watch.id} watch={watch} onSaved={() => void refresh()} />

      <div className="watch-buttons">
        <button type="button" className="btn" onClick={() => void checkNow()} disabled={busy || !online}>
          Check now
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void stop()} disabled={busy || !online}>
          Stop watching
        </button>
      </div>
      {note ? (
        <p className="small" role="status">
          {note}
        </p>
      ) : null}
    </article>
  );
}
