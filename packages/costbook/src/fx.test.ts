import { describe, expect, it } from 'vitest';

import valet from '../test/fixtures/providers/bankofcanada-valet-fx_rates_annual-1.json';
import { BOC_ANNUAL_USD_CAD, USD_CAD_RATE } from './data/fx.ts';

const observations = (valet as { observations: { d: string; FXAUSDCAD?: { v: string } }[] }).observations;

describe('Bank of Canada annual USD/CAD rates', () => {
  it.each(observations.map((o) => [Number(o.d.slice(0, 4)), Number(o.FXAUSDCAD?.v)] as const))(
    '%i matches the recorded Valet answer (%f)',
    (year, rate) => {
      expect(BOC_ANNUAL_USD_CAD[year]).toBe(rate);
    },
  );

  it('converts every USD figure at the 2024 annual average', () => {
    expect(USD_CAD_RATE.value).toBe(BOC_ANNUAL_USD_CAD[USD_CAD_RATE.year]);
    expect(USD_CAD_RATE.value).toBe(1.3698);
  });
});
