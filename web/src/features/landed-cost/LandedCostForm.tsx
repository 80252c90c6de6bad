import type { ReactNode } from 'react';
import { KindSearch } from '../kinds/index.ts';
import { PROVINCE_CODES, PROVINCE_SALES_TAX, SHIPPING_MODES } from '@costlens/domain';
import type { ProvinceCode, ShippingMode } from '@costlens/domain';
import type { CategoryRef, LandedCostCategoryResponse, ShippingRangeData } from '@costlens/contracts';
import type { Asker } from './asker.ts';
import { pctRange } from './duty.ts';
import { CURRENCIES, ORIGINS, SHIPPING_MODE_LABELS } from './inputs.ts';
import type { FormErrors, LandedCostForm as Form } from './inputs.ts';

export interface LandedCostFormProps {
  form: Form;
  errors: FormErrors;
  categories: readonly CategoryRef[];
  category: LandedCostCategoryResponse | null;
  /** The cost book's freight ranges, once loaded: a way of shipping it has no rate for says so. */
  shipping: readonly ShippingRangeData[] | null;
  /** A shopper sees what one unit needs (the goods, shipping, province); an importer the whole order. */
  asker: Asker;
  /** Each change, with the field the person changed. */
  onChange(next: Form, key: keyof Form): void;
}

/** The calculator's inputs in plain words; each change recalculates at once (there is no submit). */
export default function LandedCostForm({
  form,
  errors,
  categories,
  category,
  shipping,
  asker,
  onChange,
}: LandedCostFormProps) {
  const importer = asker === 'importer';
  const set = <K extends keyof Form>(key: K, value: Form[K]) => onChange({ ...form, [key]: value }, key);
  const described = (key: keyof Form, hint?: boolean) => {
    const ids = [hint ? `lc-${key}-hint` : '', errors[key] ? `lc-${key}-error` : ''].filter(Boolean).join(' ');
    return { ...(ids ? { 'aria-describedby': ids } : {}), ...(errors[key] ? { 'aria-invalid': true } : {}) };
  };
  const text = (
    key: keyof Form,
    label: string,
    opts: { hint?: ReactNode; placeholder?: string; inputMode?: 'decimal' | 'numeric' | 'text' } = {},
  ) => (
    <div className="lc-field">
      <label htmlFor={`lc-${key}`}>{label}</label>
      <input
        id={`lc-${key}`}
        className="input"
        type="text"
        inputMode={opts.inputMode ?? 'decimal'}
        autoComplete="off"
        placeholder={opts.placeholder}
        value={form[key] as string}
        onChange={(e) => set(key, e.target.value as never)}
        {...described(key, !!opts.hint)}
      />
      {opts.hint && (
        <p id={`lc-${key}-hint`} className="muted small lc-hint">
          {opts.hint}
        </p>
      )}
      {errors[key] && (
        <p id={`lc-${key}-error`} className="field-error">
          {errors[key]}
        </p>
      )}
    </div>
  );

  const tariff = category?.tariff;
  const bookRate =
    tariff && (form.origin === 'US' || form.origin === 'MX')
      ? form.origin === 'US'
        ? tariff.cusmaUs
        : tariff.cusmaMx
      : tariff?.mfn;
  const dutyKnown =
    bookRate && bookRate.low !== null && bookRate.high !== null ? pctRange(bookRate.low, bookRate.high) : null;
  const bookMode = form.mode === 'sea-lcl' ? 'sea' : form.mode;
  const noBookFreight =
    shipping?.some((r) => r.mode === bookMode && (r.low === null || r.high === null)) === true &&
    form.freightRate.trim() === '';
  const size = category?.unitSize;
  const perM3 = form.mode === 'sea-lcl';
  const surtax = tariff?.surtaxes.find((s) => s.origin === form.origin && s.conditional);

  return (
    <form className="lc-form" aria-label="Landed cost inputs" onSubmit={(e) => e.preventDefault()} noValidate>
      <fieldset className="lc-fieldset">
        <legend>The goods</legend>
        <div className="lc-grid">
          <div className="lc-field lc-wide">
            {/* The kinds of product (hundreds): searched by name, each with its family and tariff heading. */}
            <KindSearch
              id="lc-category"
              categories={categories}
              value={form.category}
              onChange={(id) => set('category', id)}
            />
          </div>
          {text('price', 'Unit price', { hint: 'What the supplier charges for one unit.' })}
          {importer && text('priceHigh', 'Up to (optional)', { hint: 'For a quoted range, the upper price.' })}
          <div className="lc-field">
            <label htmlFor="lc-currency">Currency</label>
            <select
              id="lc-currency"
              className="input"
              value={form.currency}
              onChange={(e) => set('currency', e.target.value)}
              {...described('currency')}
            >
              {(CURRENCIES as readonly string[]).includes(form.currency) ? null : (
                <option value={form.currency}>{form.currency}</option>
              )}
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          {importer && text('quantity', 'Quantity', { inputMode: 'numeric', hint: 'Units in this order.' })}
          {/* A numeric keypad has no comma or semicolon to separate the sizes with. */}
          {importer &&
            text('compare', 'Also compare order sizes', { inputMode: 'text', placeholder: 'e.g. 500, 1000' })}
          {text('weightKg', 'Weight of one unit, kg', {
            placeholder: size ? `${size.kg[0]} – ${size.kg[1]}` : undefined,
            hint: size
              ? `Blank: a typical ${category!.category.label.toLowerCase()}, ${size.kg[0]} – ${size.kg[1]} kg packed.`
              : 'Packed, as shipped.',
          })}
        </div>
      </fieldset>

      <fieldset className="lc-fieldset">
        <legend>Shipping to Canada</legend>
        <div className="lc-grid">
          <div className="lc-field">
            <label htmlFor="lc-origin">Made in and shipped from</label>
            <select
              id="lc-origin"
              className="input"
              value={form.origin}
              onChange={(e) => set('origin', e.target.value)}
            >
              {ORIGINS.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="lc-field">
            <label htmlFor="lc-mode">Shipping</label>
            <select
              id="lc-mode"
              className="input"
              value={form.mode}
              onChange={(e) => set('mode', e.target.value as ShippingMode)}
              {...(noBookFreight ? { 'aria-describedby': 'lc-mode-hint' } : {})}
            >
              {SHIPPING_MODES.map((m) => (
                <option key={m} value={m}>
                  {SHIPPING_MODE_LABELS[m]}
                </option>
              ))}
            </select>
            {noBookFreight && (
              <p id="lc-mode-hint" className="muted small lc-hint">
                The cost book has no rate for this way of shipping: freight is left out until you enter your quote.
              </p>
            )}
          </div>
          {(importer || noBookFreight || form.freightRate !== '') &&
            text('freightRate', perM3 ? 'Your freight quote, CAD per m³' : 'Your freight quote, CAD per kg', {
              hint: 'Optional. Blank: the cost book’s range, where it has one.',
            })}
          {importer &&
            text('brokerage', 'Customs brokerage, CAD per shipment', {
              hint: 'Optional: what your courier or broker charges.',
            })}
          {importer &&
            text('dutyPct', 'Duty rate, %', {
              placeholder: dutyKnown ?? 'not known',
              hint: dutyKnown
                ? `Blank: ${dutyKnown}, the cost book’s ${form.origin === 'US' || form.origin === 'MX' ? 'CUSMA ' : ''}rate for this category.${tariff!.items.length > 1 ? ' Enter your item’s rate to narrow the range.' : ''}`
                : 'The cost book has no duty rate for this category: enter it from the Customs Tariff to count it.',
            })}
          {importer && surtax && (
            <label className="checkbox lc-wide">
              <input
                type="checkbox"
                checked={form.includeSurtax}
                onChange={(e) => set('includeSurtax', e.target.checked)}
              />
              Count the {surtax.pct} % surtax (only for items on its list)
            </label>
          )}
        </div>
      </fieldset>

      <fieldset className="lc-fieldset">
        <legend>You</legend>
        <div className="lc-grid">
          <div className="lc-field">
            <label htmlFor="lc-province">Province or territory</label>
            <select
              id="lc-province"
              className="input"
              value={form.province}
              onChange={(e) => set('province', e.target.value as ProvinceCode)}
            >
              {PROVINCE_CODES.map((code) => (
                <option key={code} value={code}>
                  {PROVINCE_SALES_TAX[code].name}
                </option>
              ))}
            </select>
          </div>
          {importer && (
            <>
              <div className="lc-field">
                <label htmlFor="lc-importer">Buying for</label>
                <select
                  id="lc-importer"
                  className="input"
                  value={form.importer}
                  onChange={(e) => set('importer', e.target.value as Form['importer'])}
                >
                  <option value="personal">Personal use</option>
                  <option value="business">A business</option>
                </select>
              </div>
              <label className="checkbox lc-wide">
                <input
                  type="checkbox"
                  checked={form.importer === 'business' && form.gstRegistered}
                  disabled={form.importer !== 'business'}
                  onChange={(e) => set('gstRegistered', e.target.checked)}
                />
                GST-registered business (taxes shown as claimed back)
              </label>
            </>
          )}
        </div>
      </fieldset>

      {importer && (
        <fieldset className="lc-fieldset">
          <legend>Selling it</legend>
          <div className="lc-grid">
            {text('sellingPrice', 'Selling price, CAD', { hint: 'Per unit, before sales tax. Needed for margins.' })}
            {text('sellerShipping', 'Your shipping cost per sale, CAD', {
              hint: 'What you pay to ship one sale to the buyer. Blank: nothing.',
            })}
          </div>
        </fieldset>
      )}
    </form>
  );
}
