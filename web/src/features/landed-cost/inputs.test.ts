import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, initialForm, readForm, savedForm } from './inputs.ts';
import { testForm } from './test-data.ts';

describe('the form', () => {
  it('reads numbers, a price range and the order sizes to compare', () => {
    const r = readForm(testForm({ price: '2.5', priceHigh: '3', quantity: '1,000', compare: '500, 2000, 500' }));
    expect(r).toMatchObject({
      ok: true,
      inputs: {
        price: { low: 2.5, high: 3 },
        quantity: 1000,
        orderSizes: [500, 1000, 2000],
        weightKg: null,
        sellingPrice: null,
      },
    });
  });

  it('reads the decimal comma of French: 12,50 is twelve dollars fifty in every money field', () => {
    const r = readForm(
      testForm({
        price: '12,50',
        priceHigh: '13,75 $',
        weightKg: '0,4',
        dutyPct: '6,5',
        freightRate: '7,74',
        brokerage: '1 250,50',
        sellingPrice: '39,99',
        sellerShipping: '4,5',
        quantity: '1 000',
        compare: '500; 2 000',
      }),
    );
    expect(r).toMatchObject({
      ok: true,
      inputs: {
        price: { low: 12.5, high: 13.75 },
        weightKg: 0.4,
        dutyPct: 6.5,
        freightRate: 7.74,
        brokerage: 1250.5,
        sellingPrice: 39.99,
        sellerShipping: 4.5,
        quantity: 1000,
        orderSizes: [500, 1000, 2000],
      },
    });
  });

  it('refuses a number that reads two ways, in the field, and computes nothing from it', () => {
    expect(readForm(testForm({ price: '1,250' }))).toEqual({
      ok: false,
      errors: {
        price: '“1,250” could be 1250 or 1.25. Write 1250 for the whole number, or 1,25 (or 1.25) for the decimal.',
      },
    });
    expect(readForm(testForm({ sellingPrice: '12a' }))).toEqual({
      ok: false,
      errors: { sellingPrice: '“12a” is not a number.' },
    });
  });

  it('counts a GST registration only for a business', () => {
    const personal = readForm(testForm({ importer: 'personal', gstRegistered: true }));
    expect(personal.ok && personal.inputs.gstRegistered).toBe(false);
  });

  it.each([
    ['price', { price: '' }, 'Enter the price of one unit.'],
    ['price', { price: '0' }, 'The unit price must be a number above 0.'],
    ['priceHigh', { price: '3', priceHigh: '2' }, 'The upper price must be a number at least the unit price.'],
    ['quantity', { quantity: '2.5' }, 'The quantity must be a whole number from 1 to 10,000,000.'],
    [
      'compare',
      { compare: '10, ten' },
      '“ten” is not an order size: use whole numbers from 1 to 10,000,000, separated by commas.',
    ],
    ['weightKg', { category: '', weightKg: '' }, 'Enter the weight of one unit, or choose a category.'],
    ['dutyPct', { dutyPct: '150' }, 'The duty rate must be a percentage from 0 to 100.'],
    ['sellingPrice', { sellingPrice: '-1' }, 'The selling price must be a number above 0.'],
  ] as const)('says what is wrong with %s', (field, patch, message) => {
    expect(readForm(testForm(patch))).toEqual({ ok: false, errors: { [field]: message } });
  });
});

describe('the form a calculator opens with', () => {
  const saved = savedForm({
    ...DEFAULT_FORM,
    province: 'QC',
    gstRegistered: true,
    importer: 'business',
    price: '9',
    category: 'mug',
  });

  it('keeps what this device saved when it opens without a source', () => {
    expect(initialForm(saved, {})).toMatchObject({ province: 'QC', gstRegistered: true, price: '9', category: 'mug' });
  });

  it("takes the source's goods figures and the device's own choices", () => {
    const form = initialForm(saved, { category: 'kettle', price: 3.8, currency: 'USD', moq: 500, sellingPrice: 40 });
    expect(form).toMatchObject({
      province: 'QC',
      gstRegistered: true,
      category: 'kettle',
      price: '3.8',
      currency: 'USD',
      quantity: '500',
      compare: '',
      sellingPrice: '40',
    });
  });

  it('compares the minimum order with a different quantity', () => {
    expect(initialForm({}, { price: 2, quantity: 1000, moq: 200 })).toMatchObject({ quantity: '1000', compare: '200' });
  });

  it('drops saved fields of the wrong type or value', () => {
    expect(
      savedForm({ province: 'XX', mode: 'rail', quantity: 5, importer: 'person', gstRegistered: 'yes', origin: 'US' }),
    ).toEqual({
      origin: 'US',
    });
    expect(savedForm(null)).toEqual({});
  });
});
