import { describe, expect, it } from 'vitest';
import type { ShippingRangeData } from '@costlens/contracts';
import { askerOf, formFor, parcelMode, readRemembered, rememberChange, rememberedWords, shopperForm } from './asker.ts';
import { DEFAULT_FORM } from './inputs.ts';

const range = (mode: ShippingRangeData['mode'], low: number | null, high: number | null): ShippingRangeData => ({
  mode,
  unit: mode === 'sea' ? 'CAD/m3' : 'CAD/kg',
  low,
  high,
  lane: 'test lane',
  worksheet: null,
  verified: true,
  note: '',
});

describe('who is asking', () => {
  it('ships a shopper’s one parcel the cheapest way with a known rate, never by sea', () => {
    // Sea is far cheaper per kg here, but one parcel never gets a container's rate.
    const book = [range('air', 7.74, 8.14), range('sea', 73, 100), range('courier', null, null)];
    expect(parcelMode(book)).toBe('air');
    expect(parcelMode([range('air', 7.74, 8.14), range('courier', 5, 6)])).toBe('courier');
    // Neither known: courier, whose freight the report then says is not known.
    expect(parcelMode([range('sea', 73, 100)])).toBe('courier');
    expect(parcelMode(null)).toBe('courier');
  });

  it('is a shopper on an analysis and on a bare page, an importer for an order', () => {
    expect(askerOf({ from: 'analysis', quantity: 500, moq: 500 })).toBe('shopper');
    expect(askerOf({})).toBe('shopper');
    expect(askerOf({ from: 'listing', price: 3 })).toBe('importer');
    expect(askerOf({ quantity: 100 })).toBe('importer');
    expect(askerOf({ from: 'analysis', asker: 'importer' })).toBe('importer');
  });

  it('sizes a shopper’s form to one unit for personal use, in the province they set, with nothing sold', () => {
    const form = formFor(
      'shopper',
      { category: 'toaster', price: 14.04, currency: 'CAD', quantity: 500, moq: 500, sellingPrice: 25.26 },
      { province: 'QC', importer: { mode: 'sea-lcl', importer: 'business' } },
      [range('air', 7.74, 8.14)],
    );
    expect(form).toMatchObject({
      category: 'toaster',
      price: '14.04',
      currency: 'CAD',
      quantity: '1',
      compare: '',
      importer: 'personal',
      mode: 'air',
      province: 'QC',
      sellingPrice: '',
    });
  });

  it('sizes an importer’s form to the order, with the calculator’s remembered choices', () => {
    const form = formFor(
      'importer',
      { category: 'toaster', price: 14.04, currency: 'CAD', quantity: 500, moq: 500, sellingPrice: 25.26 },
      { province: 'QC', importer: { mode: 'sea-lcl', importer: 'business' } },
      null,
    );
    expect(form).toMatchObject({ quantity: '500', mode: 'sea-lcl', province: 'QC', sellingPrice: '25.26' });
  });

  it('keeps the goods on screen when the person switches who is asking', () => {
    const shopper = shopperForm({ category: 'kettle', price: '20', currency: 'USD' }, {}, null);
    const importer = formFor('importer', {}, {}, null, { ...shopper, price: '18' });
    expect(importer).toMatchObject({
      category: 'kettle',
      price: '18',
      currency: 'USD',
      quantity: DEFAULT_FORM.quantity,
    });
  });
});

describe('what is remembered, and said', () => {
  it('remembers the province everywhere, an importer’s other choices on the calculator only', () => {
    const form = { ...DEFAULT_FORM, province: 'QC' as const, mode: 'sea-lcl' as const };
    expect(rememberChange({}, 'shopper', 'province', form)).toEqual({ province: 'QC' });
    expect(rememberChange({}, 'shopper', 'mode', form)).toEqual({});
    expect(rememberChange({ province: 'QC' }, 'importer', 'mode', form)).toEqual({
      province: 'QC',
      importer: { mode: 'sea-lcl' },
    });
  });

  it('says which remembered settings a form uses', () => {
    const remembered = { province: 'QC' as const, importer: { mode: 'sea-lcl' as const } };
    const importer = formFor('importer', {}, remembered, null);
    expect(rememberedWords('importer', remembered, importer)).toEqual(['Quebec', 'sea freight']);
    const shopper = formFor('shopper', {}, remembered, null);
    expect(rememberedWords('shopper', remembered, shopper)).toEqual(['Quebec']);
    expect(rememberedWords('shopper', {}, formFor('shopper', {}, {}, null))).toEqual([]);
  });

  it('reads a form kept whole before as only what differs from the defaults', () => {
    expect(readRemembered(null, { ...DEFAULT_FORM, province: 'QC', mode: 'sea-lcl' })).toEqual({
      province: 'QC',
      importer: { mode: 'sea-lcl' },
    });
    expect(readRemembered(null, DEFAULT_FORM)).toEqual({});
    expect(readRemembered({ province: 'XX', importer: { mode: 'boat' } })).toEqual({});
  });
});
