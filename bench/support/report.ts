/**
 * The one shape every benchmark reports in, so `pnpm bench` (.ci/bench.mjs) can merge them into one
 * table and `.bench/results.json`. A bench file measures, builds a `BenchReport`, and calls
 * `writeReport(report)` once at the end; run alone (`pnpm exec tsx bench/x.bench.ts`) it also prints
 * its own rows. Figures are measurements of one run on this machine, never verdicts: `goal` is the
 * issue's target as text, printed beside the figure, and nothing here fails on it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { basename, join } from 'node:path';

/** A number with its unit, e.g. `{ value: 4.2, unit: 'ms' }`. */
export interface Measure {
  value: number;
  unit: string;
}

/** One measured case: a headline figure, its details, and what it is compared with in the same run. */
export interface BenchRow {
  /** What was measured, e.g. 'GET /api/public · sqlite'. */
  case: string;
  /** The headline figure; the ratio compares it with the baseline's. */
  value: number;
  unit: string;
  /** Other figures of the same case, e.g. `{ p50: { value: 3, unit: 'ms' }, errors: { value: 0, unit: '' } }`. */
  details?: Record<string, Measure>;
  /** The floor measured in the same run: the bare twin route, the native resize, the first run... */
  baseline?: { label: string; value: number; details?: Record<string, Measure> };
  /** value / baseline.value (for throughput: the share of the floor reached). */
  ratio?: number;
  /** The issue's goal for this case as text, e.g. '≥ 50 % of bare, p99 ≤ 30 ms, 0 errors'. */
  goal?: string;
}

export interface BenchReport {
  /** The bench file's stem: 'api', 'bundle', 'lighthouse', 'compress', 'relaunch', 'sync', 'estimator'. */
  bench: string;
  /** One line saying what was measured and how. */
  title: string;
  rows: BenchRow[];
  /** Set instead of rows when the bench could not run here (no Chromium, no PostgreSQL...). */
  skipped?: string;
  notes?: string[];
}

export interface StoredReport extends BenchReport {
  at: string;
  machine: { node: string; cpus: number; cpuModel: string; memGiB: number };
}

/** Where reports go: the runner passes BENCH_OUT_DIR; alone, a bench writes to .bench/. */
export function reportDir(): string {
  return process.env.BENCH_OUT_DIR ?? join(process.cwd(), '.bench');
}

/** Writes the report for the runner to merge, and prints it when the bench runs on its own. */
export function writeReport(report: BenchReport): StoredReport {
  const stored: StoredReport = {
    ...report,
    at: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memGiB: Math.round(totalmem() / 2 ** 30),
    },
  };
  const dir = reportDir();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${basename(report.bench)}.json`), JSON.stringify(stored, null, 2));
  if (!process.env.BENCH_OUT_DIR) console.log(formatTable([stored]));
  return stored;
}

/** A short text for a figure: thousands grouped, ratios as percent. */
export function formatMeasure(m: Measure): string {
  const v =
    Math.abs(m.value) >= 100 ? Math.round(m.value).toLocaleString('en-CA') : String(Math.round(m.value * 100) / 100);
  return m.unit ? `${v} ${m.unit}` : v;
}

function detailsText(details: Record<string, Measure> | undefined): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([k, m]) => `${k} ${formatMeasure(m)}`)
    .join(', ');
}

/** One plain-text table for many reports (the runner's closing output). */
export function formatTable(reports: BenchReport[]): string {
  const header = ['bench', 'case', 'result', 'details', 'baseline (same run)', 'ratio', 'goal'];
  const lines: string[][] = [];
  for (const r of reports) {
    if (r.skipped) {
      lines.push([r.bench, '—', 'skipped', r.skipped, '', '', '']);
      continue;
    }
    for (const row of r.rows) {
      lines.push([
        r.bench,
        row.case,
        formatMeasure({ value: row.value, unit: row.unit }),
        detailsText(row.details),
        row.baseline
          ? `${row.baseline.label}: ${formatMeasure({ value: row.baseline.value, unit: row.unit })}${row.baseline.details ? ` (${detailsText(row.baseline.details)})` : ''}`
          : '',
        row.ratio === undefined ? '' : `${Math.round(row.ratio * 100)} %`,
        row.goal ?? '',
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [fmt(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(fmt)].join('\n');
}

/** Median of a non-empty list. */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
