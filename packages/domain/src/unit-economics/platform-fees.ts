// What one sale leaves the seller on one platform: the price (and shipping) the buyer pays, less every
// fee of the schedule per item, the unrecoverable tax on those fees and the seller's own shipping.
import { divideCents, percentOf, toCents } from '../landed-cost/decimal.ts';
import type { FeeBase, PercentFee, PlatformFeeSchedule } from './fee-schedule.ts';
import { fulfilmentCharge } from './fulfilment.ts';
import type { Parcel } from './fulfilment.ts';

export interface SaleInput {
  /** CAD per item, before sales tax. */
  price: number;
  /** CAD per item the buyer pays for shipping (default 0). */
  shippingCharged?: number;
  /** Items in one order: per-order fees are shared by them (default 1). */
  itemsPerOrder?: number;
  /** Sales tax the buyer pays, percent: only 'order-total' fee bases use it (default 0). */
  buyerTaxPct?: number;
  /** Units sold per month: monthly fees are spread over them. Needed when the schedule has monthly fees. */
  unitsPerMonth?: number;
  /** CAD per item the seller pays to ship to the buyer when the platform does not fulfil (default 0). */
  sellerShippingCost?: number;
  /** Needed when the schedule has a fulfilment table. */
  parcel?: Parcel;
  /** GST/HST the platform charges on its fees; a registered seller recovers it. */
  taxOnFees?: { ratePct: number; recoverable: boolean };
}

export interface FeeLine {
  name: string;
  cents: number;
  detail?: string;
}

export interface UnitSale {
  platform: string;
  label: string;
  asOf: string;
  /** Price plus shipping charged, per item. */
  revenueCents: number;
  fees: FeeLine[];
  feesCents: number;
  /** Tax on the fees that the seller cannot recover. */
  taxOnFeesCents: number;
  sellerShippingCents: number;
  /** revenue − fees − unrecoverable tax on fees − seller shipping: what the sale pays before the goods. */
  netCents: number;
}

function bases(sale: SaleInput): Record<FeeBase, number> {
  const item = toCents(sale.price);
  const itemAndShipping = item + toCents(sale.shippingCharged ?? 0);
  return {
    item,
    'item-and-shipping': itemAndShipping,
    'order-total': itemAndShipping + percentOf(itemAndShipping, sale.buyerTaxPct ?? 0),
  };
}

function percentFee(fee: PercentFee, baseCents: number): number {
  let cents: number;
  if (fee.bands && fee.bands.length > 0) {
    if (fee.bandMode === 'whole') {
      const band = fee.bands.find((b) => b.upTo === null || baseCents <= toCents(b.upTo)) ?? fee.bands.at(-1)!;
      cents = percentOf(baseCents, band.pct);
    } else {
      cents = 0;
      let lower = 0;
      for (const b of fee.bands) {
        const upper = b.upTo === null ? baseCents : Math.min(baseCents, toCents(b.upTo));
        if (upper > lower) cents += percentOf(upper - lower, b.pct);
        lower = Math.max(lower, upper);
        if (lower >= baseCents) break;
      }
    }
  } else if (fee.pct !== undefined) {
    cents = percentOf(baseCents, fee.pct);
  } else {
    throw new RangeError(`${fee.name}: needs pct or bands`);
  }
  if (fee.minimum !== undefined) cents = Math.max(cents, toCents(fee.minimum));
  if (fee.maximum !== undefined) cents = Math.min(cents, toCents(fee.maximum));
  return cents;
}

function validate(sale: SaleInput, schedule: PlatformFeeSchedule): void {
  if (!(sale.price > 0)) throw new RangeError('price: must be above 0');
  const items = sale.itemsPerOrder ?? 1;
  if (!Number.isSafeInteger(items) || items < 1) throw new RangeError('itemsPerOrder: a whole number of 1 or more');
  if (schedule.monthlyFees.length > 0 && !(sale.unitsPerMonth && sale.unitsPerMonth > 0))
    throw new RangeError(`${schedule.label}: unitsPerMonth is needed to spread the monthly fees`);
  if (schedule.fulfilment && !sale.parcel)
    throw new RangeError(`${schedule.label}: the unit's parcel size is needed for fulfilment fees`);
}

/** Per-item fees and net of one sale on one platform. Throws RangeError on missing or invalid input. */
export function unitSale(sale: SaleInput, schedule: PlatformFeeSchedule): UnitSale {
  validate(sale, schedule);
  const base = bases(sale);
  const items = sale.itemsPerOrder ?? 1;
  const fees: FeeLine[] = [];
  for (const f of schedule.percentFees) fees.push({ name: f.name, cents: percentFee(f, base[f.base]) });
  for (const f of schedule.fixedFees) {
    const cents = toCents(f.amount);
    fees.push(
      f.per === 'order'
        ? { name: f.name, cents: divideCents(cents, items), detail: `per order of ${items}` }
        : { name: f.name, cents },
    );
  }
  const pay = schedule.paymentProcessing;
  if (pay) {
    fees.push({
      name: pay.name,
      cents: percentOf(base[pay.base], pay.pct) + divideCents(toCents(pay.fixedPerOrder), items),
    });
  }
  for (const f of schedule.monthlyFees) {
    const perMonth = sale.unitsPerMonth!;
    fees.push({
      name: f.name,
      cents: divideCents(toCents(f.amount), perMonth),
      detail: `over ${perMonth} units a month`,
    });
  }
  if (schedule.fulfilment) {
    const charge = fulfilmentCharge(schedule.fulfilment, sale.parcel!);
    fees.push({ name: schedule.fulfilment.name, cents: charge.cents, detail: `${charge.tier}, ${charge.billedKg} kg` });
  }
  const feesCents = fees.reduce((sum, f) => sum + f.cents, 0);
  const taxOnFeesCents =
    sale.taxOnFees && !sale.taxOnFees.recoverable ? percentOf(feesCents, sale.taxOnFees.ratePct) : 0;
  const sellerShippingCents = toCents(sale.sellerShippingCost ?? 0);
  const revenueCents = base['item-and-shipping'];
  return {
    platform: schedule.platform,
    label: schedule.label,
    asOf: schedule.asOf,
    revenueCents,
    fees,
    feesCents,
    taxOnFeesCents,
    sellerShippingCents,
    netCents: revenueCents - feesCents - taxOnFeesCents - sellerShippingCents,
  };
}
