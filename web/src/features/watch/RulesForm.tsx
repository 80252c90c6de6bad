/** The watch's rules: a target price, a percentage drop, any change, the lowest in 30 days. Each alerts
 *  once per crossing: after alerting it waits until the price has moved back past a margin. */
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Watch } from '@costlens/contracts';
import { callApi } from '../../lib/api-client.ts';
import { userMessage } from '../../lib/error-messages.ts';
import { readRules } from './rules-input.ts';
import type { RuleErrors } from './rules-input.ts';

export function RulesForm({ watch, onSaved }: { watch: Watch; onSaved: () => void }) {
  const r = watch.rules;
  const [target, setTarget] = useState(r.targetPrice === null ? '' : String(r.targetPrice));
  const [drop, setDrop] = useState(r.dropPercent === null ? '' : String(r.dropPercent));
  const [anyChange, setAnyChange] = useState(r.anyChange);
  const [lowest, setLowest] = useState(r.lowest30Days);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<RuleErrors>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const read = readRules({ target, drop });
    setErrors(read.ok ? {} : read.errors);
    if (!read.ok) return;
    setSaving(true);
    try {
      await callApi('updateWatch', {
        params: { id: watch.id },
        body: {
          rules: {
            targetPrice: read.targetPrice,
            dropPercent: read.dropPercent,
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
        {/* Text, not a number field: a number field empties "12,50" on an English phone and the rule is lost. */}
        <input
          className="input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          aria-invalid={errors.target ? true : undefined}
          aria-describedby={errors.target ? `rule-target-error-${watch.id}` : undefined}
        />
        {errors.target ? (
          <span className="field-error" id={`rule-target-error-${watch.id}`}>
            {errors.target}
          </span>
        ) : null}
      </label>
      <label>
        <span className="small">Alert on a drop of (%)</span>
        <input
          className="input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={drop}
          onChange={(e) => setDrop(e.target.value)}
          aria-invalid={errors.drop ? true : undefined}
          aria-describedby={errors.drop ? `rule-drop-error-${watch.id}` : undefined}
        />
        {errors.drop ? (
          <span className="field-error" id={`rule-drop-error-${watch.id}`}>
            {errors.drop}
          </span>
        ) : null}
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
