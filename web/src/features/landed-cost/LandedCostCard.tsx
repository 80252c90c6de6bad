/** The landed-cost calculator, sized to who is asking: a shopper sees what one unit costs delivered to
 *  them (compared with a store's price) and how it adds up; an importer the whole order, line by line, and
 *  what each platform leaves per sale at each order size. Both have the sources behind every figure and the
 *  export (CSV and print). Used on the results page (a card) and on /landed-cost (the page). */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PROVINCE_SALES_TAX } from '@costlens/domain';
import type { EndpointResponse } from '@costlens/contracts/endpoint-schemas';
import { endpointKey } from '../../lib/api-client.ts';
import { askerOf, formFor, rememberChange, rememberedWords } from './asker.ts';
import { CalculatorIntro, CalculatorLoading } from './CalculatorIntro.tsx';
import type { Asker, Remembered } from './asker.ts';
import { calculate } from './calculate.ts';
import { landedCostCsv } from './csv.ts';
import { errorsShown, ORIGINS, readForm, SHIPPING_MODE_LABELS, waitingFor } from './inputs.ts';
import type { LandedCostForm as Form } from './inputs.ts';
import LandedCostForm from './LandedCostForm.tsx';
import LandedCostResults from './LandedCostResults.tsx';
import { landedCostHref } from './prefill.ts';
import type { LandedCostPrefill } from './prefill.ts';
import { useCalculatorData } from './use-calculator-data.ts';
import { readRememberedEarly, useRemembered } from './use-remembered.ts';
import './landed-cost.css';

export interface LandedCostCardProps {
  prefill: LandedCostPrefill;
  /** 'card': a section of another page, linking to the calculator; 'page': the calculator itself. */
  variant: 'card' | 'page';
}

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const fileNameOf = (name: string) =>
  `landed-cost-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'goods'
  }.csv`;

export default function LandedCostCard(props: LandedCostCardProps) {
  const [remembered, remember] = useRemembered();
  return <CalculatorWhenReady {...props} remembered={remembered} remember={remember} />;
}

/** Before its page's first render: the person's kept settings, so the calculator opens without its loading card. */
export const prepare = (): Promise<unknown> => readRememberedEarly();

const NOTHING_KEPT: Remembered = {};
const keepNothing = () => {};

/** The calculator as a device that has kept no settings opens it: the build writes its page's first view
 *  from this (web/vite/screen-markup.ts), so a first visit shows the form before the app's script runs. */
export function NewDeviceCalculator(props: LandedCostCardProps) {
  return <CalculatorWhenReady {...props} remembered={NOTHING_KEPT} remember={keepNothing} />;
}

function CalculatorWhenReady({
  prefill,
  variant,
  remembered,
  remember,
}: LandedCostCardProps & { remembered: Remembered | null; remember(next: Remembered): void }) {
  // The shopper's way of shipping is the cheapest one the cost book has a rate for: the form starts once
  // the book (kept by the service worker, offline too) has answered.
  const reference = useQuery<EndpointResponse<'landedCostReference'>>({ queryKey: endpointKey('landedCostReference') });
  if (!remembered || reference.isPending)
    return <CalculatorLoading page={variant === 'page'} asker={askerOf(prefill)} name={prefill.name} />;
  return (
    <Calculator
      prefill={prefill}
      variant={variant}
      remembered={remembered}
      remember={remember}
      shipping={reference.data?.shipping ?? null}
    />
  );
}

interface CalculatorProps extends LandedCostCardProps {
  remembered: Remembered;
  remember(next: Remembered): void;
  shipping: EndpointResponse<'landedCostReference'>['shipping'] | null;
}

const ASKERS: ReadonlyArray<readonly [Asker, string]> = [
  ['shopper', 'Buying one for myself'],
  ['importer', 'Importing to sell'],
];

/** "From a supplier in China by air freight, to Ontario": what a shopper's figure assumes. */
function assumptions(form: Form): string {
  const origin = ORIGINS.find(([code]) => code === form.origin)?.[1] ?? 'abroad';
  const from = form.origin === 'ZZ' ? 'From a supplier abroad' : `From a supplier in ${origin}`;
  const mode = SHIPPING_MODE_LABELS[form.mode].replace(/ \(.*\)$/, '').toLowerCase();
  return `${from} by ${mode}, to ${PROVINCE_SALES_TAX[form.province].name}.`;
}

function Calculator({ prefill, variant, remembered, remember, shipping }: CalculatorProps) {
  const page = variant === 'page';
  const level = page ? 1 : 2;
  const [asker, setAsker] = useState<Asker>(() => askerOf(prefill));
  const [form, setForm] = useState<Form>(() => formFor(asker, prefill, remembered, shipping));
  const [touched, setTouched] = useState<ReadonlySet<keyof Form>>(() => new Set());
  // Said once, for what the form opened with: "using your last settings: Quebec, sea freight".
  const [said, setSaid] = useState(() => rememberedWords(asker, remembered, form));
  // A shopper's fields start folded when the analysis gave what the figure needs, open when it did not.
  const [fieldsOpen] = useState(() => !readForm(form).ok);
  const shopper = asker === 'shopper';
  const state = useCalculatorData(form.category, form.currency, !shopper && form.sellingPrice.trim() !== '');
  const read = useMemo(() => readForm(form), [form]);
  const result = useMemo(() => (read.ok && state.data ? calculate(read.inputs, state.data) : null), [read, state.data]);
  const name = prefill.name ?? state.data?.category?.category.label ?? 'goods';
  const report = result?.ok ? result.report : null;
  const errors = read.ok ? {} : errorsShown(read.errors, touched);

  const change = (next: Form, key: keyof Form) => {
    setForm(next);
    setTouched((t) => new Set(t).add(key));
    remember(rememberChange(remembered, asker, key, next));
  };
  const switchTo = (next: Asker) => {
    if (next === asker) return;
    const nextForm = formFor(next, prefill, remembered, shipping, form);
    setAsker(next);
    setForm(nextForm);
    setTouched(new Set());
    setSaid(rememberedWords(next, remembered, nextForm));
  };
  const forget = () => {
    remember({});
    setForm(formFor(asker, prefill, {}, shipping, form));
    setSaid([]);
  };

  function print() {
    // The sources print open; on another page the card prints alone (landed-cost.css).
    document.querySelectorAll<HTMLDetailsElement>('.lc-card details').forEach((d) => (d.open = true));
    const root = document.documentElement;
    root.classList.add('lc-printing');
    window.addEventListener('afterprint', () => root.classList.remove('lc-printing'), { once: true });
    window.print();
  }

  const fields = (
    <LandedCostForm
      form={form}
      errors={errors}
      categories={state.categories}
      category={state.data?.category ?? null}
      shipping={shipping}
      asker={asker}
      onChange={change}
    />
  );
  const outcome = state.loading ? (
    <div className="center" role="status">
      <div className="spinner" aria-hidden="true" />
      <p className="muted">Loading the cost book…</p>
    </div>
  ) : state.failed ? (
    <div className="card tone-card-red" role="alert">
      <p>
        The cost book’s duty, freight and fee figures could not be loaded. Open this calculator once while online and it
        will work offline after that.
      </p>
    </div>
  ) : !read.ok ? (
    <p className="muted" role="status">
      {Object.keys(errors).length > 0
        ? 'Correct the fields marked above to see the landed cost.'
        : waitingFor(read.errors)}
    </p>
  ) : state.rateLoading ? (
    <div className="center" role="status">
      <div className="spinner" aria-hidden="true" />
      <p className="muted">Reading the Bank of Canada’s exchange rate…</p>
    </div>
  ) : result && !result.ok ? (
    <p className="notice" role="alert">
      {result.missing}
    </p>
  ) : report ? (
    <LandedCostResults
      report={report}
      level={level}
      asker={asker}
      storePrice={prefill.storePrice}
      assumes={assumptions(form)}
    />
  ) : null;

  return (
    <section className={`card lc-card${page ? ' lc-page' : ''}`} aria-labelledby="lc-title" data-asker={asker}>
      <CalculatorIntro page={page} asker={asker} name={prefill.name} />
      <fieldset className="lc-asker">
        <legend className="visually-hidden">Who is asking</legend>
        {ASKERS.map(([value, label]) => (
          <label key={value} className={asker === value ? 'lc-asker-option active' : 'lc-asker-option'}>
            <input
              type="radio"
              name={`lc-asker-${variant}`}
              value={value}
              checked={asker === value}
              onChange={() => switchTo(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {said.length > 0 && (
        <p className="small lc-remembered" role="status">
          Using your last settings: {said.join(', ')}.{' '}
          <button type="button" className="btn-link" onClick={forget}>
            Start from the usual ones
          </button>
        </p>
      )}
      {!shopper && prefill.from === 'analysis' && (
        <p className="muted small">
          The price, order size and selling price start from this analysis’s estimates: change them to your supplier’s
          quote.
        </p>
      )}
      {!shopper && prefill.from === 'listing' && (
        <p className="muted small">The price and minimum order start from the supplier listing.</p>
      )}

      {shopper ? (
        <>
          {outcome}
          <details className="method-details lc-change" open={fieldsOpen}>
            <summary>Change the price, shipping or province</summary>
            {prefill.from === 'analysis' && (
              <p className="muted small">The price starts from this analysis’s estimate of a supplier’s price.</p>
            )}
            {fields}
          </details>
        </>
      ) : (
        <>
          {fields}
          {outcome}
        </>
      )}

      {report && (
        <div className="row lc-actions">
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => download(landedCostCsv(report, `Landed cost: ${name}`), fileNameOf(name))}
          >
            Download CSV
          </button>
          <button type="button" className="btn btn-sm" onClick={print}>
            Print
          </button>
          {!page && (
            <Link className="btn btn-sm btn-primary" href={landedCostHref({ ...prefill, asker })}>
              Open the calculator
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
