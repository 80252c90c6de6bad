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
      <TypedNumberField
        label={`Alert at or below (${watch.currency ?? 'CAD'})`}
        value={target}
        onChange={setTarget}
        error={errors.target}
        errorId={`rule-target-error-${watch.id}`}
      />
      <TypedNumberField
        label="Alert on a drop of (%)"
        value={drop}
        onChange={setDrop}
        error={errors.drop}
        errorId={`rule-drop-error-${watch.id}`}
      />
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

/** Text, not a number field: a number field empties "12,50" on an English phone and the rule is lost. */
function TypedNumberField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <label>
      <span className="small">{props.label}</span>
      <input
        className="input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? props.errorId : undefined}
      />
      {props.error ? (
        <span className="field-error" id={props.errorId}>
          {props.error}
        </span>
      ) : null}
    </label>
  );
}
