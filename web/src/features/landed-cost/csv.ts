// The report as CSV: the landed-cost table, then the platforms' margins at each order size. Amounts are
// CAD with their cents (the screen rounds estimates of CAD 100 and more to the dollar, from these same
// figures); a line with no figure says why in its note instead of a number.
import type { LandedCostReport } from './calculate.ts';
import { joinWords } from './report-lines.ts';

/** RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled. A field starting
 *  with = + - @ is prefixed with ' so a spreadsheet does not run it as a formula (text fields only). */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const dollars = (cents: number): number => cents / 100;
const row = (fields: Array<string | number | null>): string => fields.map(csvField).join(',');

export function landedCostCsv(report: LandedCostReport, title: string): string {
  const rows: string[] = [];
  rows.push(row([title]));
  rows.push(row(['Landed cost', `${report.quantity} units`, 'CAD low', 'CAD high', 'Note', 'Data checked']));
  for (const l of report.lines) {
    rows.push(
      row([
        l.label,
        l.credit
          ? 'claimed back'
          : l.status === 'counted'
            ? ''
            : l.status === 'not-known'
              ? 'not known'
              : 'not included',
        l.cents ? dollars(l.cents.low) : null,
        l.cents ? dollars(l.cents.high) : null,
        l.technical ? `${l.detail} ${l.technical}` : l.detail,
        l.unverified ? 'unverified' : (l.checked ?? ''),
      ]),
    );
  }
  rows.push(
    row([
      'Cost per unit',
      '',
      dollars(report.perUnit.low),
      dollars(report.perUnit.high),
      report.leftOut.length ? `Leaves out ${joinWords(report.leftOut)}` : '',
      '',
    ]),
  );
  rows.push('');
  rows.push(row(['Order size', 'Cost per unit low', 'Cost per unit high', 'Order cost low', 'Order cost high']));
  for (const o of report.orderSizes)
    rows.push(
      row([o.quantity, dollars(o.perUnit.low), dollars(o.perUnit.high), dollars(o.order.low), dollars(o.order.high)]),
    );
  if (report.platforms.length > 0) {
    rows.push('');
    rows.push(
      row([
        'Platform',
        'Selling price',
        'Net per sale',
        'Order size',
        'Margin per unit low',
        'Margin per unit high',
        'Margin % low',
        'Margin % high',
        'Note',
      ]),
    );
    for (const p of report.platforms) {
      const note = [
        p.reason,
        p.incomplete ? 'Some fees are not known: net before them' : '',
        p.unverified ? 'unverified fees' : '',
      ]
        .filter(Boolean)
        .join('; ');
      if (p.tiers.length === 0) {
        rows.push(
          row([
            p.label,
            report.sellingPrice,
            p.netPerUnitCents === null ? null : dollars(p.netPerUnitCents),
            '',
            null,
            null,
            null,
            null,
            note,
          ]),
        );
        continue;
      }
      for (const t of p.tiers)
        rows.push(
          row([
            p.label,
            report.sellingPrice,
            dollars(t.netPerUnitCents),
            t.moq,
            dollars(t.marginPerUnit.low),
            dollars(t.marginPerUnit.high),
            t.marginPct.low,
            t.marginPct.high,
            note,
          ]),
        );
    }
  }
  const rate = report.goodsRate;
  if (rate) {
    rows.push('');
    rows.push(row(['Exchange rate', `CAD ${rate.rateToCad} per ${rate.currency}`, rate.date, rate.source.attribution]));
  }
  return `${rows.join('\r\n')}\r\n`;
}
