// Who the calculator is sized for, and what it remembers of that person.
//
// A shopper (the default on an analysis and for its visitors) asks what one of these would cost brought to
// them from a supplier: one unit, for personal use, the cheapest way of shipping a single parcel, their
// province, and no marketplace margins. An importer asks what an order costs and what selling it leaves:
// the order size, a business, freight and the platforms' margins. The person chooses; nothing switches by
// itself.
//
// Only what the person set is remembered, and a screen that uses it says so: the province (a shopper's and
// an importer's alike: it is where they live), and an importer's choices on the calculator. A shopper's
// price or shipping is about one product and is not carried to the next.
import { isProvinceCode, PROVINCE_SALES_TAX } from '@costlens/domain';
import type { ProvinceCode, ShippingMode } from '@costlens/domain';
import type { ShippingRangeData } from '@costlens/contracts';
import { DEFAULT_FORM, initialForm, ORIGINS, savedForm, SHIPPING_MODE_LABELS } from './inputs.ts';
import type { LandedCostForm } from './inputs.ts';
import type { LandedCostPrefill } from './prefill.ts';

export type Asker = 'shopper' | 'importer';

/** What the device keeps of the person's own choices. */
export interface Remembered {
  province?: ProvinceCode;
  /** The importer's calculator as the person last changed it (only the fields they changed). */
  importer?: Partial<LandedCostForm>;
}

/** The ways of shipping that carry a single parcel. Sea freight carries orders: the cost book's sea rate is a
 *  full container's spread per m³, which one parcel never gets. */
const PARCEL_MODES: readonly ShippingMode[] = ['courier', 'air'];

const bookMode = (mode: ShippingMode): ShippingRangeData['mode'] => (mode === 'sea-lcl' ? 'sea' : mode);

/** The cheapest way of shipping one parcel whose rate the cost book knows (both are per kg); courier,
 *  whose freight the report then says is not known, when it knows neither. */
export function parcelMode(shipping: readonly ShippingRangeData[] | null | undefined): ShippingMode {
  const known = PARCEL_MODES.flatMap((mode) => {
    const r = shipping?.find((s) => s.mode === bookMode(mode));
    return r && r.low !== null && r.high !== null ? [{ mode, high: r.high }] : [];
  });
  known.sort((a, b) => a.high - b.high);
  return known[0]?.mode ?? 'courier';
}

/** Who a calculator opened with this prefill is for: the address says so; an analysis is read by a
 *  shopper; an order (a listing, a quantity above one, a minimum order) is an importer's; anything else a
 *  shopper's. */
export function askerOf(prefill: LandedCostPrefill): Asker {
  if (prefill.asker) return prefill.asker;
  if (prefill.from === 'analysis') return 'shopper';
  const order = prefill.from === 'listing' || (prefill.quantity ?? 1) > 1 || prefill.moq !== undefined;
  return order ? 'importer' : 'shopper';
}

/** The goods as the person has them now, carried from one asker's form to the other's. */
const GOODS_KEYS = ['category', 'price', 'priceHigh', 'currency', 'weightKg', 'origin'] as const;

/** A shopper's form: the goods, one unit for personal use by the cheapest parcel, their province, nothing
 *  sold. */
export function shopperForm(
  goods: Partial<LandedCostForm>,
  remembered: Remembered,
  shipping: readonly ShippingRangeData[] | null | undefined,
): LandedCostForm {
  const form: LandedCostForm = { ...DEFAULT_FORM };
  for (const key of GOODS_KEYS)
    if (goods[key] !== undefined) (form as unknown as Record<string, unknown>)[key] = goods[key];
  return {
    ...form,
    quantity: '1',
    compare: '',
    importer: 'personal',
    gstRegistered: false,
    mode: parcelMode(shipping),
    province: remembered.province ?? DEFAULT_FORM.province,
  };
}

/** The goods fields of a prefill, as a form has them. */
export function prefillGoods(prefill: LandedCostPrefill): Partial<LandedCostForm> {
  const s = (n: number | undefined) => (n === undefined ? undefined : String(n));
  const goods: Partial<LandedCostForm> = {
    category: prefill.category,
    price: s(prefill.price),
    priceHigh: s(prefill.priceHigh),
    currency: prefill.currency,
  };
  return Object.fromEntries(Object.entries(goods).filter(([, v]) => v !== undefined));
}

/** An importer's form: the remembered calculator, the prefill's goods and order over it, the province the
 *  person set. */
export function importerForm(prefill: LandedCostPrefill, remembered: Remembered): LandedCostForm {
  const kept = { ...(remembered.importer ?? {}), ...(remembered.province ? { province: remembered.province } : {}) };
  return initialForm(kept, prefill);
}

/** The form for `asker`, keeping the goods the person has on screen in `current` when switching. */
export function formFor(
  asker: Asker,
  prefill: LandedCostPrefill,
  remembered: Remembered,
  shipping: readonly ShippingRangeData[] | null | undefined,
  current?: LandedCostForm,
): LandedCostForm {
  const goods = current ? pick(current, GOODS_KEYS) : prefillGoods(prefill);
  if (asker === 'shopper') return shopperForm(goods, remembered, shipping);
  const base = importerForm(prefill, remembered);
  return current ? { ...base, ...goods } : base;
}

function pick<K extends keyof LandedCostForm>(form: LandedCostForm, keys: readonly K[]): Pick<LandedCostForm, K> {
  return Object.fromEntries(keys.map((k) => [k, form[k]])) as Pick<LandedCostForm, K>;
}

/** The kept settings as read back from the device: only values of the right kind. Settings kept before
 *  only changes were kept (a whole form) count only where they differ from the defaults: nobody set those. */
export function readRemembered(value: unknown, olderForm?: unknown): Remembered {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  if (!v) {
    const older = savedForm(olderForm);
    const changed = Object.fromEntries(
      Object.entries(older).filter(([k, x]) => DEFAULT_FORM[k as keyof LandedCostForm] !== x),
    ) as Partial<LandedCostForm>;
    const { province, ...importer } = changed;
    return {
      ...(province ? { province } : {}),
      ...(Object.keys(importer).length ? { importer } : {}),
    };
  }
  const importer = savedForm(v.importer);
  return {
    ...(typeof v.province === 'string' && isProvinceCode(v.province) ? { province: v.province } : {}),
    ...(Object.keys(importer).length ? { importer } : {}),
  };
}

/** What a change by the person adds to the kept settings: the province always; an importer's other fields
 *  on the importer's calculator. */
export function rememberChange(
  remembered: Remembered,
  asker: Asker,
  key: keyof LandedCostForm,
  form: LandedCostForm,
): Remembered {
  if (key === 'province') return { ...remembered, province: form.province };
  if (asker !== 'importer') return remembered;
  return { ...remembered, importer: { ...remembered.importer, [key]: form[key] } };
}

const SAID: Partial<Record<keyof LandedCostForm, (form: LandedCostForm) => string | null>> = {
  mode: (f) => SHIPPING_MODE_LABELS[f.mode].replace(/ \(.*\)$/, '').toLowerCase(),
  origin: (f) => `from ${ORIGINS.find(([code]) => code === f.origin)?.[1] ?? f.origin}`,
  importer: (f) => (f.importer === 'personal' ? 'for personal use' : 'for a business'),
  gstRegistered: (f) => (f.gstRegistered ? 'GST-registered' : null),
  currency: (f) => `prices in ${f.currency}`,
};

/** The remembered settings this form uses, in words for "using your last settings: …" ([] when none). */
export function rememberedWords(asker: Asker, remembered: Remembered, form: LandedCostForm): string[] {
  const words: string[] = [];
  if (remembered.province && remembered.province === form.province)
    words.push(PROVINCE_SALES_TAX[remembered.province].name);
  if (asker === 'importer')
    for (const key of Object.keys(SAID) as Array<keyof LandedCostForm>) {
      if (remembered.importer?.[key] === undefined || remembered.importer[key] !== form[key]) continue;
      const said = SAID[key]!(form);
      if (said) words.push(said);
    }
  return words;
}
