// Sales tax rates by province and territory, with where each comes from and since when it applies.
// Rates are data: when a province changes its rate, change the row, its date and its source, and the
// tests name the row that moved. `verified: true` means the rate was read in the official text at `url`,
// dated by `asOf` (the date of that text, however old: the screen shows it, so an old reading looks old);
// `verified: false` marks a rate taken from secondary sources (listed in the note) because the official
// text could not be read from here: check it at the `url` given.
import type { SourceRef } from './source.ts';

export type ProvinceCode = 'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';

export const PROVINCE_CODES: readonly ProvinceCode[] = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
];

export interface SalesTaxRate {
  ratePct: number;
  /** First day the rate applies (YYYY-MM-DD). */
  effectiveFrom: string;
  source: SourceRef;
}

export interface HarmonizedRate extends SalesTaxRate {
  /** The provincial part of the HST (the HST rate less the 5 % federal part). */
  provincialPartPct: number;
}

export interface ProvincialRate extends SalesTaxRate {
  kind: 'PST' | 'RST' | 'QST';
  /** QST is a value-added tax with input tax refunds; PST and RST are retail taxes nobody gets back. */
  recoverable: boolean;
  /** PST and RST do not apply to goods bought for resale by a reseller holding a provincial number. */
  exemptForResale: boolean;
}

export interface ProvinceSalesTax {
  code: ProvinceCode;
  name: string;
  /** Set in the five participating provinces, where the HST replaces the GST and the provincial tax. */
  hst: HarmonizedRate | null;
  /** Set in British Columbia, Manitoba, Saskatchewan and Quebec, on top of the GST. */
  provincial: ProvincialRate | null;
}

const CRA_RATES_URL =
  'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate/calculator.html';

export const GST: SalesTaxRate = {
  ratePct: 5,
  effectiveFrom: '2008-01-01',
  source: {
    title: 'Excise Tax Act, section 212 (goods and services tax on imported goods)',
    url: 'https://laws.justice.gc.ca/eng/acts/E-15/section-212-20080101.html',
    asOf: '2008-01-01',
    verified: true,
    note: 'Read in the official consolidation on Justice Laws, the version of section 212 in force from 2008-01-01: tax on imported goods "at the rate of 5% on the value of the goods". Subsection 165(1), the same 5 % on a supply made in Canada (which fees are), was read in the version current to 2017-06-05. The CRA rate page was not read.',
  },
};

function hst(ratePct: number, effectiveFrom: string, source: SourceRef): HarmonizedRate {
  return { ratePct, provincialPartPct: ratePct - GST.ratePct, effectiveFrom, source };
}

const HST_SECONDARY: SourceRef = {
  title: 'Canada Revenue Agency, GST/HST rates',
  url: CRA_RATES_URL,
  asOf: '2025-12-24',
  verified: false,
  note: 'Ontario 13 %, New Brunswick, Newfoundland and Labrador and Prince Edward Island 15 %: the same in the Avalara table dated 2025-12-24, vatcalc.com (2025) and a 2019 Mondaq table.',
};

export const PROVINCE_SALES_TAX: Readonly<Record<ProvinceCode, ProvinceSalesTax>> = {
  AB: { code: 'AB', name: 'Alberta', hst: null, provincial: null },
  BC: {
    code: 'BC',
    name: 'British Columbia',
    hst: null,
    provincial: {
      kind: 'PST',
      ratePct: 7,
      effectiveFrom: '2013-04-01',
      recoverable: false,
      exemptForResale: true,
      source: {
        title: 'Government of British Columbia, Provincial sales tax (PST)',
        url: 'https://www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst',
        asOf: '2025-12-24',
        verified: false,
        note: 'PST reinstated at 7 % on 2013-04-01 when BC left the HST; 7 % in the Avalara table dated 2025-12-24 and in 2019 news reports.',
      },
    },
  },
  MB: {
    code: 'MB',
    name: 'Manitoba',
    hst: null,
    provincial: {
      kind: 'RST',
      ratePct: 7,
      effectiveFrom: '2019-07-01',
      recoverable: false,
      exemptForResale: true,
      source: {
        title: 'Manitoba Finance, Retail sales tax',
        url: 'https://www.gov.mb.ca/finance/taxation/taxes/retail.html',
        asOf: '2025-12-24',
        verified: false,
        note: 'Cut from 8 % to 7 % on 2019-07-01 (Global News, Mondaq); a further cut to 6 % was announced for 2020, but the Avalara table dated 2025-12-24 still shows 7 %.',
      },
    },
  },
  NB: {
    code: 'NB',
    name: 'New Brunswick',
    hst: hst(15, '2016-07-01', HST_SECONDARY),
    provincial: null,
  },
  NL: {
    code: 'NL',
    name: 'Newfoundland and Labrador',
    hst: hst(15, '2016-07-01', HST_SECONDARY),
    provincial: null,
  },
  NS: {
    code: 'NS',
    name: 'Nova Scotia',
    hst: hst(14, '2025-04-01', {
      title: 'Regulations Amending Various GST/HST Regulations, No. 14 (Nova Scotia), SOR/2025-77',
      url: 'https://gazette.gc.ca/rp-pr/p2/2025/2025-03-26/html/sor-dors77-eng.html',
      asOf: '2025-03-26',
      verified: true,
      note: 'Prescribed provincial rate 9 % (was 10 %) from April 2025, so the HST is 5 + 9 = 14 %.',
    }),
    provincial: null,
  },
  NT: { code: 'NT', name: 'Northwest Territories', hst: null, provincial: null },
  NU: { code: 'NU', name: 'Nunavut', hst: null, provincial: null },
  ON: {
    code: 'ON',
    name: 'Ontario',
    hst: hst(13, '2010-07-01', HST_SECONDARY),
    provincial: null,
  },
  PE: {
    code: 'PE',
    name: 'Prince Edward Island',
    hst: hst(15, '2016-10-01', HST_SECONDARY),
    provincial: null,
  },
  QC: {
    code: 'QC',
    name: 'Quebec',
    hst: null,
    provincial: {
      kind: 'QST',
      ratePct: 9.975,
      effectiveFrom: '2013-01-01',
      recoverable: true,
      exemptForResale: false,
      source: {
        title: 'Revenu Québec, Changes to the QST system in 2013',
        url: 'http://www.revenuquebec.ca/en/entreprise/taxes/tvq_tps/modifications-regime-tvq.aspx',
        asOf: '2014-07-10',
        verified: true,
        note: 'Read on that page as last updated 2014-07-10: 9.975 % on the price excluding GST since 2013-01-01. The Avalara table dated 2025-12-24 agrees; the current page is https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/.',
      },
    },
  },
  SK: {
    code: 'SK',
    name: 'Saskatchewan',
    hst: null,
    provincial: {
      kind: 'PST',
      ratePct: 6,
      effectiveFrom: '2017-03-23',
      recoverable: false,
      exemptForResale: true,
      source: {
        title: 'Government of Saskatchewan, Provincial sales tax',
        url: 'https://www.saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins/provincial-sales-tax',
        asOf: '2025-12-24',
        verified: false,
        note: 'Raised from 5 % to 6 % on 2017-03-23 (Ryan LLC and Retail Council of Canada notes on the 2017 budget); 6 % in the Avalara table dated 2025-12-24.',
      },
    },
  },
  YT: { code: 'YT', name: 'Yukon', hst: null, provincial: null },
};

export function isProvinceCode(value: string): value is ProvinceCode {
  return (PROVINCE_CODES as readonly string[]).includes(value);
}
