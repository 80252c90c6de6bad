// The cost book's audit: every figure, what backs it (a source, a worksheet, or a named judgement), whether
// each worksheet reproduces its stored figure, anchors older than 2021, multipliers outside the range of
// the source they cite, and the duty data (see tariffs.ts). Pure: it reads the data modules and returns a report.
import { RETAIL_MULTIPLIER_BASES } from '../data/retail-margins.ts';
import { sources } from '../data/sources.ts';
import { CANADIAN_FEE_SCHEDULES } from '../fees/canada.ts';
import { JUDGEMENT_CONSTANTS, JUDGEMENT_TEXTS } from '../judgement.ts';
import { SHIPPING_RANGES } from '../landed/shipping.ts';
import { T2026_2 } from '../landed/customs-tariff-t2026-2.ts';
import { CATEGORY_TARIFFS } from '../landed/tariffs.ts';
import { DEPARTMENT_SOURCES } from '../taxonomy/departments/index.ts';
import type { CategoryTariff } from '../landed/types.ts';
import type { CostBookEntry } from '../types.ts';
import { computeRange, round2, sideValue } from '../worksheets/compute.ts';
import { bomWorksheetOf } from '../worksheets/index.ts';
import { auditTariffs } from './tariffs.ts';
import type { TariffAudit } from './tariffs.ts';

const EST = 'costlens-derivation-2026';

export interface OldAnchor {
  figure: string;
  source: string;
  year: number;
  scaledBy: string | null;
}

export interface Contradiction {
  figure: string;
  value: number;
  source: string;
  range: readonly [number, number];
}

export interface AuditReport {
  figures: number;
  sourced: number;
  derived: number;
  reproduced: number;
  unsourced: string[];
  oldAnchors: OldAnchor[];
  contradictions: Contradiction[];
  constants: number;
  tariffs: TariffAudit;
}

type Backing =
  { kind: 'sourced' } | { kind: 'derived'; reproduced: boolean } | { kind: 'judgement' } | { kind: 'none' };

const KNOWN_SOURCES = new Set([...sources, ...DEPARTMENT_SOURCES].map((s) => s.id));
const JUDGEMENT_KEYS = new Set(JUDGEMENT_CONSTANTS.map((c) => c.key));

function cited(ids: readonly string[], judgementKey: string | null): Backing {
  if (ids.some((id) => !KNOWN_SOURCES.has(id))) return { kind: 'none' };
  if (ids.some((id) => id !== EST)) return { kind: 'sourced' };
  if (ids.includes(EST) && judgementKey !== null && JUDGEMENT_KEYS.has(judgementKey)) return { kind: 'judgement' };
  return { kind: 'none' };
}

const ANCHOR_CUTOFF_YEAR = 2021;

/** The audit of a set of entries and of the duty data of their categories (the cost book's by default). */
export function auditCostBook(
  entries: readonly CostBookEntry[],
  tariffs: readonly CategoryTariff[] = CATEGORY_TARIFFS,
): AuditReport {
  const figures: [string, Backing][] = [];
  const oldAnchors: OldAnchor[] = [];
  const contradictions: Contradiction[] = [];

  for (const e of entries) {
    const ws = bomWorksheetOf(e.id);
    if (ws) {
      const r = computeRange(ws);
      const ok = Math.abs(r.low - e.bomCad.low) <= 0.005 && Math.abs(r.high - e.bomCad.high) <= 0.005;
      const inputs = [...ws.low, ...ws.high].flatMap((t) => t.factors);
      const everyInputBacked = inputs.every(
        (i) =>
          (i.sourceId !== undefined && KNOWN_SOURCES.has(i.sourceId)) ||
          (i.judgement !== undefined && JUDGEMENT_KEYS.has(i.judgement)),
      );
      figures.push([`${e.id}.bomCad`, everyInputBacked ? { kind: 'derived', reproduced: ok } : { kind: 'none' }]);
      for (const a of ws.anchors) {
        if (a.year < ANCHOR_CUTOFF_YEAR) {
          oldAnchors.push({
            figure: `${e.id}.bomCad`,
            source: a.sourceId,
            year: a.year,
            scaledBy: a.kind === 'ratio' ? 'a dimensionless ratio (no price scaling applies)' : (a.scaledBy ?? null),
          });
        }
      }
    } else {
      figures.push([`${e.id}.bomCad`, cited(e.bomCad.sourceIds, null)]);
    }
    (e.materials ?? []).forEach((m, n) =>
      figures.push([`${e.id}.materials[${n}]`, cited(m.sourceIds, 'material-shares')]),
    );
    figures.push([`${e.id}.factors`, cited(e.factors.sourceIds, 'cost-factors')]);
    figures.push([`${e.id}.wholesale`, cited(e.wholesale.sourceIds, 'wholesale-terms')]);
    figures.push([`${e.id}.retail.wholesaleOverManufacturing`, cited([EST], 'brand-markup')]);
    const retailSources = e.retail.sourceIds.filter((id) => id !== EST);
    figures.push([`${e.id}.retail.retailOverWholesale`, cited(retailSources, null)]);
    for (const id of retailSources) {
      const basis = RETAIL_MULTIPLIER_BASES.find((b) => b.sourceId === id);
      const v = e.retail.retailOverWholesale;
      if (!basis || v < round2(basis.range[0]) - 0.005 || v > round2(basis.range[1]) + 0.005) {
        contradictions.push({
          figure: `${e.id}.retail.retailOverWholesale`,
          value: v,
          source: id,
          range: basis ? [round2(basis.range[0]), round2(basis.range[1])] : [Number.NaN, Number.NaN],
        });
      }
    }
    const marketSources = e.market.sourceIds.filter((id) => id !== EST && id !== 'statcan-20-10-0008');
    figures.push([`${e.id}.market.growthPct`, cited(marketSources, null)]);
    figures.push([`${e.id}.market.competitorCount`, cited([EST], 'market-estimates')]);
    figures.push([`${e.id}.market.saturation`, cited([EST], 'market-estimates')]);
    figures.push([`${e.id}.market.seasonalPeakMonths`, cited(e.market.sourceIds, 'seasonal-peaks')]);
    figures.push([
      `${e.id}.platforms`,
      cited(
        e.platforms.flatMap((p) => p.sourceIds),
        'platform-fit',
      ),
    ]);
  }

  for (const schedule of CANADIAN_FEE_SCHEDULES) {
    for (const line of schedule.lines) {
      const value = line.fee.kind === 'percent' ? line.fee.pct : line.fee.amount;
      if (value === null) continue; // a gap, recorded with the page it must come from, not a figure
      figures.push([
        `fees.${schedule.platform}.${line.key}`,
        line.fee.sourceId ? cited([line.fee.sourceId], null) : { kind: 'none' },
      ]);
    }
    if (schedule.fba) figures.push([`fees.${schedule.platform}.fba`, cited([schedule.fba.sourceId ?? ''], null)]);
  }
  for (const t of tariffs) {
    for (const [name, rate] of [
      ['mfn', t.mfn],
      ['cusmaUs', t.cusmaUs],
      ['cusmaMx', t.cusmaMx],
    ] as const) {
      if (rate.low === null) continue;
      figures.push([`tariffs.${t.entryId}.${name}`, rate.sourceId ? cited([rate.sourceId], null) : { kind: 'none' }]);
    }
    for (const s of t.surtaxes) figures.push([`tariffs.${t.entryId}.surtax.${s.origin}`, cited([s.sourceId], null)]);
  }
  for (const r of SHIPPING_RANGES) {
    if (r.low === null || r.high === null || r.worksheet === null) continue;
    const ok = round2(sideValue(r.worksheet.low)) === r.low && round2(sideValue(r.worksheet.high)) === r.high;
    figures.push([`shipping.${r.mode}`, { kind: 'derived', reproduced: ok }]);
  }

  const derived = figures.filter(([, b]) => b.kind === 'derived');
  return {
    figures: figures.length,
    sourced: figures.filter(([, b]) => b.kind === 'sourced').length,
    derived: derived.length,
    reproduced: derived.filter(([, b]) => b.kind === 'derived' && b.reproduced).length,
    unsourced: figures.filter(([, b]) => b.kind === 'none').map(([f]) => f),
    oldAnchors,
    contradictions,
    constants: JUDGEMENT_CONSTANTS.length + JUDGEMENT_TEXTS.length,
    tariffs: auditTariffs(
      tariffs,
      entries.map((e) => e.id),
      T2026_2,
      KNOWN_SOURCES,
      new Set(entries.filter((e) => e.basis?.level === 'family').map((e) => e.id)),
    ),
  };
}

/** Why an audit fails, one reason a line; [] when it passes. */
export function auditFailures(report: AuditReport): string[] {
  const reasons: string[] = [];
  if (report.unsourced.length > 0) reasons.push(`${report.unsourced.length} figure(s) without a source or judgement`);
  if (report.reproduced < report.derived)
    reasons.push(`${report.derived - report.reproduced} worksheet(s) do not reproduce their stored figure`);
  const unscaled = report.oldAnchors.filter((a) => a.scaledBy === null);
  if (unscaled.length > 0) reasons.push(`${unscaled.length} anchor(s) older than ${ANCHOR_CUTOFF_YEAR} are not scaled`);
  if (report.contradictions.length > 0)
    reasons.push(`${report.contradictions.length} multiplier(s) outside the range their source states`);
  if (report.tariffs.problems.length > 0) reasons.push(`${report.tariffs.problems.length} problem(s) in the duty data`);
  return reasons;
}
