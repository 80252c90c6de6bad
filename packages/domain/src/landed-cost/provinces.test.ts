import { describe, expect, it } from 'vitest';
import { GST, PROVINCE_CODES, PROVINCE_SALES_TAX } from './provinces.ts';
import type { SalesTaxRate } from './provinces.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('sales tax data', () => {
  const rows = PROVINCE_CODES.map((code) => [code, PROVINCE_SALES_TAX[code]] as const);

  it.each(rows)('%s: one regime, each rate dated and sourced', (code, p) => {
    expect(p.code).toBe(code);
    expect(p.hst !== null && p.provincial !== null).toBe(false);
    const rates: SalesTaxRate[] = [GST, ...(p.hst ? [p.hst] : []), ...(p.provincial ? [p.provincial] : [])];
    for (const r of rates) {
      expect(r.effectiveFrom).toMatch(ISO_DATE);
      expect(r.source.asOf).toMatch(ISO_DATE);
      expect(r.source.url).toMatch(/^https?:\/\//);
      expect(r.ratePct).toBeGreaterThan(0);
    }
    if (p.hst) expect(p.hst.provincialPartPct).toBe(p.hst.ratePct - GST.ratePct);
  });

  it('HST in the five participating provinces; PST, RST or QST in four; GST alone elsewhere', () => {
    const by = (pick: (c: (typeof rows)[number][1]) => boolean) => rows.filter(([, p]) => pick(p)).map(([c]) => c);
    expect(by((p) => p.hst !== null)).toEqual(['NB', 'NL', 'NS', 'ON', 'PE']);
    expect(by((p) => p.provincial !== null)).toEqual(['BC', 'MB', 'QC', 'SK']);
    expect(by((p) => p.hst === null && p.provincial === null)).toEqual(['AB', 'NT', 'NU', 'YT']);
  });

  it('only the QST can be claimed back, and only PST and RST spare goods for resale', () => {
    const provincial = rows.flatMap(([, p]) => (p.provincial ? [p.provincial] : []));
    expect(provincial.filter((r) => r.recoverable).map((r) => r.kind)).toEqual(['QST']);
    expect(provincial.filter((r) => r.exemptForResale).map((r) => r.kind)).toEqual(['PST', 'RST', 'PST']);
  });

  it('marks a rate verified only when it names the official text it was read in, with that text’s date', () => {
    const all = rows.flatMap(([, p]) => [...(p.hst ? [p.hst] : []), ...(p.provincial ? [p.provincial] : [])]);
    for (const r of [GST, ...all].filter((x) => x.source.verified)) {
      expect(r.source.url).toMatch(
        /^https:\/\/(laws\.justice\.gc\.ca|gazette\.gc\.ca)|^http:\/\/www\.revenuquebec\.ca/,
      );
    }
    expect(GST.source).toMatchObject({ verified: true, asOf: '2008-01-01' });
    expect(PROVINCE_SALES_TAX.QC.provincial!.source).toMatchObject({ verified: true, asOf: '2014-07-10' });
    expect(PROVINCE_SALES_TAX.ON.hst!.source.verified).toBe(false);
  });
});
