// GST/HST and provincial sales taxes on imported goods, by destination province and by who imports.
//
// What is implemented:
// - Every tax is computed on the value for tax: value for duty + duty + surtax (CBSA's worked example;
//   excise taxes, which would also enter the base, are not modelled).
// - An individual importing for personal use ("casual goods"): the CBSA or the courier collects the GST,
//   or the full HST in the five participating provinces, and the provincial tax of British Columbia,
//   Manitoba, Saskatchewan and Quebec at import (CBSA memoranda D17-1-22 and D2-3-6). Nothing is recoverable.
// - A business importing commercial goods: the 5 % GST is paid at import and is recoverable as an input
//   tax credit when the business is GST/HST-registered. The provincial part of the HST and the QST are not
//   collected at the border on commercial goods: a registrant importing for its commercial activities
//   does not self-assess them (the credit would cancel them), an unregistered business self-assesses them.
//   PST and RST do not apply to goods bought for resale; on goods the business uses itself they are
//   self-assessed and never recoverable.
//
// What is simplified (said on every result in `notes`):
// - The rates are the general ones; zero-rated, exempt and specially taxed goods (basic groceries,
//   children's clothing in some provinces, books, alcohol, tobacco) are not recognised.
// - An unregistered business is treated as owing the provincial part of the HST and the QST by
//   self-assessment on every import; whether goods held for resale escape it depends on provincial rules.
// - A reseller in British Columbia, Manitoba or Saskatchewan is assumed to hold a PST/RST number.
// - A business registered for the GST/HST in Quebec is assumed to be registered for the QST as well.
import { percentOf } from './decimal.ts';
import { GST, PROVINCE_SALES_TAX } from './provinces.ts';
import type { ProvinceCode, SalesTaxRate } from './provinces.ts';
import type { SourceRef } from './source.ts';

export type ImporterKind = 'individual' | 'business';

export interface ImporterProfile {
  kind: ImporterKind;
  province: ProvinceCode;
  /** Business only: registered for the GST/HST (and the QST in Quebec), so it claims input tax credits. */
  gstRegistered?: boolean;
  /** Business only: the goods are bought to resell (default true); false means for the business's own use. */
  forResale?: boolean;
}

export type TaxKind = 'GST' | 'HST' | 'HST-provincial' | 'PST' | 'RST' | 'QST';

/** 'at-import': paid to the CBSA or the courier at release; 'self-assessed': the importer reports and pays
 *  it to the tax authority; 'not-payable': not owed (reason says why); 'waived': under a low-value threshold. */
export type TaxCollection = 'at-import' | 'self-assessed' | 'not-payable' | 'waived';

export interface TaxLine {
  kind: TaxKind;
  label: string;
  ratePct: number;
  baseCents: number;
  amountCents: number;
  /** The part of amountCents a registered business claims back (input tax credit or refund). */
  recoverableCents: number;
  collection: TaxCollection;
  reason: string;
  effectiveFrom: string;
  source: SourceRef;
}

export const IMPORT_TAX_NOTES: readonly string[] = [
  'Taxes use the general rates; zero-rated, exempt and specially taxed goods are not recognised.',
  'Excise duties and excise taxes are not included.',
  'An unregistered business is shown as self-assessing the provincial part of the HST and the QST on every import.',
  'A reseller in British Columbia, Manitoba or Saskatchewan is assumed to hold a PST/RST number.',
];

function line(
  kind: TaxKind,
  label: string,
  rate: SalesTaxRate,
  ratePct: number,
  base: number,
  collection: TaxCollection,
  recoverable: boolean,
  reason: string,
): TaxLine {
  const amountCents = collection === 'at-import' || collection === 'self-assessed' ? percentOf(base, ratePct) : 0;
  return {
    kind,
    label,
    ratePct,
    baseCents: base,
    amountCents,
    recoverableCents: recoverable ? amountCents : 0,
    collection,
    reason,
    effectiveFrom: rate.effectiveFrom,
    source: rate.source,
  };
}

/** The tax lines on one import whose value for tax is `valueForTaxCents`. Lines are always returned
 *  (with 0 when waived or not payable) so a screen shows what did not apply and why. */
export function importTaxes(
  valueForTaxCents: number,
  importer: ImporterProfile,
  { taxWaived = false }: { taxWaived?: boolean } = {},
): TaxLine[] {
  const province = PROVINCE_SALES_TAX[importer.province];
  if (!province) throw new RangeError(`Unknown province or territory: ${importer.province}`);
  const base = valueForTaxCents;
  const business = importer.kind === 'business';
  const registered = business && importer.gstRegistered === true;
  const forResale = importer.forResale ?? true;
  const waived = 'Under the low-value threshold: no tax';
  const lines: TaxLine[] = [];

  if (province.hst && !business) {
    lines.push(
      line(
        'HST',
        `HST ${province.hst.ratePct} %`,
        province.hst,
        province.hst.ratePct,
        base,
        taxWaived ? 'waived' : 'at-import',
        false,
        taxWaived ? waived : `Collected at import on personal goods shipped to ${province.name}`,
      ),
    );
    return lines;
  }

  lines.push(
    line(
      'GST',
      `GST ${GST.ratePct} %`,
      GST,
      GST.ratePct,
      base,
      taxWaived ? 'waived' : 'at-import',
      registered,
      taxWaived ? waived : registered ? 'Paid at import, claimed back as an input tax credit' : 'Paid at import',
    ),
  );

  if (province.hst) {
    const part = province.hst;
    const collection: TaxCollection = taxWaived ? 'waived' : registered ? 'not-payable' : 'self-assessed';
    lines.push(
      line(
        'HST-provincial',
        `HST provincial part ${part.provincialPartPct} %`,
        part,
        part.provincialPartPct,
        base,
        collection,
        false,
        taxWaived
          ? waived
          : registered
            ? 'Not self-assessed: a registrant importing for its commercial activities would claim it straight back'
            : `Not collected at the border on commercial goods; an unregistered importer self-assesses it for ${province.name}`,
      ),
    );
  }

  const p = province.provincial;
  if (p) {
    let collection: TaxCollection;
    let reason: string;
    if (taxWaived) {
      collection = 'waived';
      reason = waived;
    } else if (!business) {
      collection = 'at-import';
      reason = `Collected at import on personal goods for ${province.name}`;
    } else if (p.exemptForResale && forResale) {
      collection = 'not-payable';
      reason = `${p.kind} does not apply to goods bought for resale (give your ${p.kind} number)`;
    } else if (p.recoverable && registered) {
      collection = 'not-payable';
      reason = `Not self-assessed: a ${p.kind} registrant importing for its commercial activities would claim it straight back`;
    } else {
      collection = 'self-assessed';
      reason = p.recoverable
        ? `Not collected at the border on commercial goods; an unregistered importer self-assesses ${p.kind}`
        : `Goods for the business's own use: ${p.kind} is self-assessed and cannot be claimed back`;
    }
    lines.push(line(p.kind, `${p.kind} ${p.ratePct} %`, p, p.ratePct, base, collection, false, reason));
  }
  return lines;
}
