// The calculator's form: what the user types (kept as typed, so a half-written number stays on screen),
// its defaults, how the saved inputs and another screen's prefill combine, and the checks that turn it
// into numbers or say, field by field, what is wrong.
import { isProvinceCode, readTypedNumber, readTypedWholeNumbers } from '@costlens/domain';
import type { ProvinceCode, ShippingMode } from '@costlens/domain';
import type { LandedCostPrefill } from './prefill.ts';
import { USUAL_CURRENCY } from './usual-currency.ts';

/** Countries the cost book's data tells apart: CUSMA origins, China (surtaxes), and any other. 'ZZ' is
 *  ISO 3166's code for a user-assigned value: no trade agreement, no surtax, the general threshold. */
export const ORIGINS: ReadonlyArray<readonly [string, string]> = [
  ['CN', 'China'],
  ['US', 'United States'],
  ['MX', 'Mexico'],
  ['ZZ', 'Another country'],
];

/** The currencies of the Bank of Canada's daily rates still published, and CAD. */
export const CURRENCIES = [
  'CAD',
  'USD',
  'CNY',
  'EUR',
  'GBP',
  'JPY',
  'MXN',
  'HKD',
  'TWD',
  'KRW',
  'INR',
  'IDR',
  'AUD',
  'NZD',
  'SGD',
  'CHF',
  'SEK',
  'NOK',
  'BRL',
  'PEN',
  'SAR',
  'TRY',
  'ZAR',
] as const;

export const SHIPPING_MODE_LABELS: Readonly<Record<ShippingMode, string>> = {
  courier: 'Courier (door to door)',
  air: 'Air freight',
  'sea-lcl': 'Sea freight (shared container)',
};

export interface LandedCostForm {
  category: string;
  price: string;
  priceHigh: string;
  currency: string;
  quantity: string;
  /** Other order sizes to compare, comma-separated. */
  compare: string;
  weightKg: string;
  origin: string;
  mode: ShippingMode;
  province: ProvinceCode;
  importer: 'personal' | 'business';
  gstRegistered: boolean;
  /** A duty rate the user knows (blank: the cost book's, when it has one). */
  dutyPct: string;
  includeSurtax: boolean;
  /** The user's freight quote, CAD per kg (courier, air) or per m³ (sea); blank: the cost book's range. */
  freightRate: string;
  brokerage: string;
  sellingPrice: string;
  sellerShipping: string;
}

export const DEFAULT_FORM: LandedCostForm = {
  category: '',
  price: '',
  priceHigh: '',
  currency: USUAL_CURRENCY,
  quantity: '100',
  compare: '',
  weightKg: '',
  origin: 'CN',
  mode: 'air',
  province: 'ON',
  importer: 'business',
  gstRegistered: false,
  dutyPct: '',
  includeSurtax: false,
  freightRate: '',
  brokerage: '',
  sellingPrice: '',
  sellerShipping: '',
};

const MODES = new Set<string>(['courier', 'air', 'sea-lcl']);

/** A saved form as read back from the device: only fields of the right type are kept. */
export function savedForm(value: unknown): Partial<LandedCostForm> {
  if (!value || typeof value !== 'object') return {};
  const v = value as Record<string, unknown>;
  const out: Partial<LandedCostForm> = {};
  for (const key of Object.keys(DEFAULT_FORM) as Array<keyof LandedCostForm>) {
    const x = v[key];
    if (typeof x !== typeof DEFAULT_FORM[key]) continue;
    if (key === 'mode' && !MODES.has(x as string)) continue;
    if (key === 'province' && !isProvinceCode(x as string)) continue;
    if (key === 'importer' && x !== 'personal' && x !== 'business') continue;
    (out as Record<string, unknown>)[key] = x;
  }
  return out;
}

/** The form a screen opens with: defaults, then what this device kept, then what the source knows about
 *  these goods (its figures replace the kept ones, and kept goods figures are dropped when it has its own). */
export function initialForm(saved: Partial<LandedCostForm>, prefill: LandedCostPrefill): LandedCostForm {
  const fromSource = prefill.price !== undefined || prefill.category !== undefined;
  const kept = fromSource
    ? {
        ...saved,
        category: '',
        price: '',
        priceHigh: '',
        quantity: DEFAULT_FORM.quantity,
        compare: '',
        weightKg: '',
        dutyPct: '',
        sellingPrice: '',
      }
    : saved;
  const form: LandedCostForm = { ...DEFAULT_FORM, ...kept };
  const s = (n: number | undefined) => (n === undefined ? undefined : String(n));
  if (prefill.category !== undefined) form.category = prefill.category;
  if (prefill.price !== undefined) form.price = s(prefill.price)!;
  if (prefill.priceHigh !== undefined) form.priceHigh = s(prefill.priceHigh)!;
  if (prefill.currency !== undefined) form.currency = prefill.currency;
  if (prefill.quantity !== undefined) form.quantity = s(prefill.quantity)!;
  else if (prefill.moq !== undefined) form.quantity = s(prefill.moq)!;
  if (prefill.moq !== undefined && String(prefill.moq) !== form.quantity) form.compare = String(prefill.moq);
  if (prefill.sellingPrice !== undefined) form.sellingPrice = s(prefill.sellingPrice)!;
  return form;
}

/** The form as numbers; blanks of optional fields are null. */
export interface LandedCostInputs {
  category: string | null;
  price: { low: number; high: number };
  currency: string;
  quantity: number;
  /** The order sizes to show, the main quantity included, smallest first. */
  orderSizes: number[];
  weightKg: number | null;
  origin: string;
  mode: ShippingMode;
  province: ProvinceCode;
  importer: 'personal' | 'business';
  gstRegistered: boolean;
  dutyPct: number | null;
  includeSurtax: boolean;
  freightRate: number | null;
  brokerage: number | null;
  sellingPrice: number | null;
  sellerShipping: number;
}

export type FormErrors = Partial<Record<keyof LandedCostForm, string>>;

const MAX_UNITS = 10_000_000;
const MAX_ORDER_SIZES = 5;

type NumberField = Exclude<keyof LandedCostForm, 'compare'>;

/** The errors of the fields the person has changed: nothing is wrong before they type. */
export function errorsShown(errors: FormErrors, touched: ReadonlySet<keyof LandedCostForm>): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => touched.has(k as keyof LandedCostForm)));
}

/** What the report waits for, in words, while the form cannot be read and no changed field is wrong. */
export function waitingFor(errors: FormErrors): string {
  if (errors.price) return 'Enter the price of one unit to see what it costs delivered.';
  if (errors.weightKg) return 'Choose a category, or enter the weight of one unit, to see what it costs delivered.';
  return 'Fill in the fields above to see what it costs delivered.';
}

/** The inputs, or what is wrong with each field in words for the screen. */
export function readForm(
  form: LandedCostForm,
): { ok: true; inputs: LandedCostInputs } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  // Numbers as typed in English or French ("12,50" is 12.50); what cannot be read, or could be read two
  // ways, is that field's error, so nothing is computed from a guess.
  const number = (key: NumberField, opts?: { wholeNumber?: boolean }): number | null => {
    const r = readTypedNumber(form[key] as string, opts);
    if (r.ok) return r.value;
    errors[key] = r.error;
    return Number.NaN;
  };
  const price = number('price');
  const priceHigh = number('priceHigh');
  const quantity = number('quantity', { wholeNumber: true });
  const weight = number('weightKg');
  const duty = number('dutyPct');
  const freight = number('freightRate');
  const brokerage = number('brokerage');
  const selling = number('sellingPrice');
  const shipping = number('sellerShipping');
  const unread = (key: NumberField) => errors[key] !== undefined;

  if (price === null) errors.price = 'Enter the price of one unit.';
  else if (!unread('price') && !(price > 0)) errors.price = 'The unit price must be a number above 0.';
  if (!unread('priceHigh') && priceHigh !== null && !(price !== null && priceHigh >= price))
    errors.priceHigh = 'The upper price must be a number at least the unit price.';
  if (!/^[A-Z]{3}$/.test(form.currency)) errors.currency = 'Choose a currency.';
  if (
    !unread('quantity') &&
    (quantity === null || !Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_UNITS)
  )
    errors.quantity = `The quantity must be a whole number from 1 to ${MAX_UNITS.toLocaleString('en-CA')}.`;
  const compared = readTypedWholeNumbers(form.compare, MAX_UNITS);
  const others = compared.ok ? compared.values : [];
  if (!compared.ok) errors.compare = compared.error;
  else if (others.length >= MAX_ORDER_SIZES)
    errors.compare = `Compare at most ${MAX_ORDER_SIZES - 1} other order sizes.`;
  if (!unread('weightKg') && weight !== null && !(weight > 0 && weight <= 10_000))
    errors.weightKg = 'The weight must be a number of kg above 0.';
  if (weight === null && !form.category) errors.weightKg = 'Enter the weight of one unit, or choose a category.';
  if (!unread('dutyPct') && duty !== null && !(duty >= 0 && duty <= 100))
    errors.dutyPct = 'The duty rate must be a percentage from 0 to 100.';
  if (!unread('freightRate') && freight !== null && !(freight > 0))
    errors.freightRate = 'The freight rate must be a number above 0.';
  if (!unread('brokerage') && brokerage !== null && !(brokerage >= 0))
    errors.brokerage = 'Brokerage must be a number, 0 or more.';
  if (!unread('sellingPrice') && selling !== null && !(selling > 0))
    errors.sellingPrice = 'The selling price must be a number above 0.';
  if (!unread('sellerShipping') && shipping !== null && !(shipping >= 0))
    errors.sellerShipping = 'Shipping must be a number, 0 or more.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const q = quantity!;
  return {
    ok: true,
    inputs: {
      category: form.category || null,
      price: { low: price!, high: priceHigh ?? price! },
      currency: form.currency,
      quantity: q,
      orderSizes: [...new Set([q, ...others])].sort((a, b) => a - b),
      weightKg: weight,
      origin: form.origin,
      mode: form.mode,
      province: form.province,
      importer: form.importer,
      gstRegistered: form.importer === 'business' && form.gstRegistered,
      dutyPct: duty,
      includeSurtax: form.includeSurtax,
      freightRate: freight,
      brokerage,
      sellingPrice: selling,
      sellerShipping: shipping ?? 0,
    },
  };
}
