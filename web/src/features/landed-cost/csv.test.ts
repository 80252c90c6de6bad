import { describe, expect, it } from 'vitest';
import { calculate } from './calculate.ts';
import { csvField, landedCostCsv } from './csv.ts';
import { TEST_CATEGORY, TEST_REFERENCE, testInputs, testRate } from './test-data.ts';

describe('CSV fields', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-5 %', "'-5 %"],
  ])('%j → %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes numbers as they are and null as nothing', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(null)).toBe('');
  });
});

describe('the exported report', () => {
  const result = calculate(testInputs({ sellingPrice: 40, orderSizes: [100, 500], brokerage: 60 }), {
    reference: TEST_REFERENCE,
    category: TEST_CATEGORY,
    goodsRate: null,
    usdRate: testRate('USD', 1.4),
  });
  if (!result.ok) throw new Error(result.missing);
  const csv = landedCostCsv(result.report, 'Landed cost: Kettle');
  const rows = csv.trimEnd().split('\r\n');

  it('has the figures of the screen, in CAD with cents', () => {
    expect(rows[0]).toBe('Landed cost: Kettle');
    expect(rows).toContain(
      'Total paid,,1715,2415,"Goods, duty, taxes, freight and customs brokerage. Leaves out a surtax 25 % (may apply)",',
    );
    expect(rows).toContain('Cost per unit,,17.15,24.15,Leaves out a surtax 25 % (may apply),');
    expect(rows).toContain('500,16.67,23.67,8335,11835');
    expect(rows).toContain(
      'Duty 10 %,,100,100,"Customs duty on the value of the goods. Tariff item 8516.71.90; Customs Tariff T2026-2, in force 2026-09-01.",unverified',
    );
    expect(rows).toContain('Customs brokerage,,60,60,"Your figure, per shipment",');
  });

  it('has a margin row per platform and order size, and says why a platform has none', () => {
    // Amazon: net 35.80; margin 35.80 − 24.15 … 35.80 − 17.15 at 100 units
    expect(rows.some((r) => r.startsWith('"Amazon.ca (Professional plan, you ship)",40,35.8,100,11.65,18.65,'))).toBe(
      true,
    );
    expect(rows.some((r) => r.startsWith('"Amazon.ca (Professional plan, you ship)",40,35.8,500,'))).toBe(true);
    expect(rows.find((r) => r.startsWith('Walmart'))).toMatch(/no margin is shown/);
  });

  it('says when a line has no figure, rather than writing 0', () => {
    const unknownFreight = calculate(testInputs({ mode: 'courier' }), {
      reference: TEST_REFERENCE,
      category: TEST_CATEGORY,
      goodsRate: null,
      usdRate: null,
    });
    if (!unknownFreight.ok) throw new Error(unknownFreight.missing);
    const freight = landedCostCsv(unknownFreight.report, 't')
      .split('\r\n')
      .find((r) => r.startsWith('Freight'));
    expect(freight).toMatch(/^Freight,not known,,,/);
  });
});
