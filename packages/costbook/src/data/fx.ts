// Bank of Canada annual average exchange rates (Valet group FX_RATES_ANNUAL), copied from the recorded answer
// in test/fixtures/providers (provenance there); the test checks these numbers against that file.
export const BOC_ANNUAL_USD_CAD: Readonly<Record<number, number>> = {
  2017: 1.2986,
  2018: 1.2957,
  2019: 1.3269,
  2020: 1.3415,
  2021: 1.2535,
  2022: 1.3013,
  2023: 1.3497,
  2024: 1.3698,
};

/** The rate every USD figure in the cost book is converted at: the 2024 annual average. */
export const USD_CAD_RATE = { value: 1.3698, year: 2024, sourceId: 'boc-annual-fx' } as const;
