/** The landed-cost calculator: the inputs, then what one unit costs delivered (ranges, each line with why),
 *  what each platform leaves per sale at each order size, the sources behind every figure, and the export
 *  (CSV and print). Used on the results page (a card) and on /landed-cost (the page). */
import { useMemo } from 'react';
import { Link } from 'wouter';
import { calculate } from './calculate.ts';
import { landedCostCsv } from './csv.ts';
import { readForm } from './inputs.ts';
import type { LandedCostForm as Form } from './inputs.ts';
import LandedCostForm from './LandedCostForm.tsx';
import LandedCostResults from './LandedCostResults.tsx';
import { landedCostHref } from './prefill.ts';
import type { LandedCostPrefill } from './prefill.ts';
import { useCalculatorData } from './use-calculator-data.ts';
import { useSavedForm } from './use-saved-form.ts';
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

export default function LandedCostCard({ prefill, variant }: LandedCostCardProps) {
  const [form, setForm] = useSavedForm(prefill);
  if (!form)
    return (
      <section className="card lc-card" aria-busy="true" aria-label="Landed cost">
        <div className="spinner" role="status" aria-label="Loading" />
      </section>
    );
  return <Calculator form={form} setForm={setForm} prefill={prefill} variant={variant} />;
}

function Calculator({
  form,
  setForm,
  prefill,
  variant,
}: LandedCostCardProps & { form: Form; setForm(next: Form): void }) {
  const page = variant === 'page';
  const level = page ? 1 : 2;
  const Title = page ? 'h1' : 'h2';
  const state = useCalculatorData(form.category, form.currency);
  const read = useMemo(() => readForm(form), [form]);
  const result = useMemo(() => (read.ok && state.data ? calculate(read.inputs, state.data) : null), [read, state.data]);
  const name = prefill.name ?? state.data?.category?.category.label ?? 'goods';
  const report = result?.ok ? result.report : null;

  function print() {
    // The sources print open; on another page the card prints alone (landed-cost.css).
    document.querySelectorAll<HTMLDetailsElement>('.lc-sources').forEach((d) => (d.open = true));
    const root = document.documentElement;
    root.classList.add('lc-printing');
    window.addEventListener('afterprint', () => root.classList.remove('lc-printing'), { once: true });
    window.print();
  }

  return (
    <section className={`card lc-card${page ? ' lc-page' : ''}`} aria-labelledby="lc-title">
      <Title id="lc-title">
        {page ? `Landed cost${prefill.name ? `: ${prefill.name}` : ''}` : 'Landed Cost and Margins'}
      </Title>
      <p className="muted">
        What the goods cost delivered to you in Canada, with duty, taxes and freight, and what selling them leaves.
      </p>
      {prefill.from === 'analysis' && (
        <p className="muted small">
          The price, order size and selling price start from this analysis’s estimates: change them to your supplier’s
          quote.
        </p>
      )}
      {prefill.from === 'listing' && (
        <p className="muted small">The price and minimum order start from the supplier listing.</p>
      )}

      <LandedCostForm
        form={form}
        errors={read.ok ? {} : read.errors}
        categories={state.categories}
        category={state.data?.category ?? null}
        shipping={state.data?.reference.shipping ?? null}
        onChange={setForm}
      />

      {state.loading ? (
        <div className="center" role="status">
          <div className="spinner" aria-hidden="true" />
          <p className="muted">Loading the cost book…</p>
        </div>
      ) : state.failed ? (
        <div className="card tone-card-red" role="alert">
          <p>
            The cost book’s duty, freight and fee figures could not be loaded. Open this calculator once while online
            and it will work offline after that.
          </p>
        </div>
      ) : !read.ok ? (
        <p className="muted" role="status">
          Fill in the fields marked above to see the landed cost.
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
        <>
          <LandedCostResults report={report} level={level} />
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
              <Link className="btn btn-sm btn-primary" href={landedCostHref(prefill)}>
                Open the calculator
              </Link>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
