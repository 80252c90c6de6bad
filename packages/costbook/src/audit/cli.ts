// `pnpm --silent costbook:audit [--json]`: prints the cost book's audit and exits non-zero when it fails.
import { costBook } from '../index.ts';
import { auditCostBook, auditFailures } from './run.ts';

// The package is typed without Node's globals (it runs in the browser too); this script alone runs in Node.
declare const process: { argv: string[]; exitCode?: number; stdout: { write(text: string): boolean } };

const report = auditCostBook(costBook.entries);
const failures = auditFailures(report);

if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(report)}\n`);
} else {
  process.stdout.write(
    [
      `figures ${report.figures}: ${report.sourced} sourced, ${report.derived} derived (${report.reproduced} reproduced), ${report.figures - report.sourced - report.derived - report.unsourced.length} judgement`,
      `judgement constants: ${report.constants}`,
      `anchors older than 2021: ${report.oldAnchors.map((a) => `${a.figure} ← ${a.source} ${a.year} (${a.scaledBy ?? 'NOT SCALED'})`).join('; ') || 'none'}`,
      `unsourced: ${report.unsourced.join(', ') || 'none'}`,
      `duty: ${report.tariffs.withRates} of ${report.tariffs.categories} categories with MFN and CUSMA rates from Customs Tariff ${report.tariffs.edition}, ${report.tariffs.ranges} with a range over items`,
      `duty not read yet (family-priced kinds, shown as not known): ${report.tariffs.unread.length}`,
      `duty problems: ${report.tariffs.problems.join('; ') || 'none'}`,
      `contradictions: ${report.contradictions.map((c) => `${c.figure} ${c.value} vs ${c.source} ${c.range.join('–')}`).join('; ') || 'none'}`,
      failures.length ? `FAIL: ${failures.join('; ')}` : 'PASS',
      '',
    ].join('\n'),
  );
}
process.exitCode = failures.length ? 1 : 0;
