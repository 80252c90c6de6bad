/** The watch's rules: a target price, a percentage drop, any change, the lowest in 30 days. Each alerts
 *  once per crossing: after alerting it waits until the price has moved back past a margin. */
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Watch } from '@costlens/contracts';
import { callApi } from '../../lib/api-client.ts';
import { userMessage } from '../../lib/error-messages.ts';

export function RulesForm({ watch, onSaved }: { watch: Watch; onSaved: () => void }) {
  const r = watch.rules;
  const [target, setTarget] = useState(r.targetPrice === null ? '' : String(r.targetPrice));
  const [drop, setDrop] = useState(r.dropPercent === null ? '' : String(r.dropPercent));
  const [anyChange, setAnyChange] = useState(r.anyChange);
  const [lowest, setLowest] = useState(r.lowest30Days);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setMessage(null);
    try {
      await callApi('updateWatch', {
        params: { id: watch.id },
        body: {
          rules: {
            targetPrice: target.trim() ? Number(target) : null,
            dropPercent: drop.trim() ? Number(drop) : null,
            anyChange,
            lowest30Days: lowest,
          },
        },
      });
      setMessage('Alerts saved.');
      onSaved();
    } catch (err) {
      setMessage(userMessage(err, "The alerts couldn't be saved."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="watch-rules" onSubmit={(e) => void onSubmit(e)} aria-label="Alerts for this watch">
      <label>
        <span className="small">Alert at or below ({watch.currency ?? 'CAD'})</span>
        <input
          className="input"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        />
      </label>
      <label>
        <span className="small">Alert on a drop of (%)</span>
        <input
          className="input"
          type="number"
          inputMode="decimal"
          min="1"
          max="90"
          step="1"
          value={drop}
          onChange={(e) => setDrop(e.target.value)}
        />
      </label>
      <label className="check">
        <input type="checkbox" checked={anyChange} onChange={(e) => setAnyChange(e.target.checked)} />
        <span>Any change, up or down</span>
      </label>
      <label className="check">
        <input type="checkbox" checked={lowest} onChange={(e) => setLowest(e.target.checked)} />
        <span>Lowest in 30 days</span>
      </label>
      <div>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          Save alerts
        </button>
      </div>
      {message ? (
        <p className="small" role="status">
          {message}
        </p>
      ) : null}
    </form>
  );
}
