// Readable worksheet lines for a category's derived figures, with the source (publisher, year) or judgement
// behind every input, so a screen can show how each figure was reached.
import { sources } from '../data/sources.ts';
import { DEPARTMENT_SOURCES } from '../taxonomy/departments/index.ts';
import { bomWorksheetOf } from './index.ts';
import { sideValue, termValue } from './compute.ts';
import type { WorksheetInput, WorksheetTerm } from './types.ts';

export interface WorksheetLine {
  /** Which figure the line builds: 'BOM low', 'BOM high', 'note', 'anchor'. */
  figure: string;
  text: string;
  /** Sources behind the line's inputs: id, publisher and year. */
  sources: { id: string; publisher: string; year: number }[];
  /** Judgement constants behind the line's inputs. */
  judgements: string[];
}

const SOURCES = new Map([...sources, ...DEPARTMENT_SOURCES].map((s) => [s.id, s]));

function num(v: number): string {
  return Number.isInteger(v) ? v.toLocaleString('en-CA') : v.toLocaleString('en-CA', { maximumFractionDigits: 4 });
}

function inputText(i: WorksheetInput): string {
  const s = i.sourceId ? SOURCES.get(i.sourceId) : undefined;
  const origin = s ? `${s.publisher} ${s.year}` : i.judgement ? `CostLens judgement: ${i.judgement}` : 'unsourced';
  return `${i.label} ${num(i.value)} ${i.unit} (${origin}, ${i.asOf})`;
}

function termText(t: WorksheetTerm): string {
  const parts = t.factors.map((f, n) => (n === 0 ? '' : f.divide ? ' ÷ ' : ' × ') + inputText(f));
  return `${t.label}: ${parts.join('')} = CAD ${termValue(t).toFixed(2)}`;
}

function provenance(terms: readonly WorksheetTerm[]): Pick<WorksheetLine, 'sources' | 'judgements'> {
  const inputs = terms.flatMap((t) => t.factors);
  const ids = [...new Set(inputs.map((i) => i.sourceId).filter((id): id is string => id !== undefined))];
  return {
    sources: ids.map((id) => {
      const s = SOURCES.get(id);
      return { id, publisher: s?.publisher ?? id, year: s?.year ?? 0 };
    }),
    judgements: [...new Set(inputs.map((i) => i.judgement).filter((k): k is string => k !== undefined))],
  };
}

/** The worksheet lines of an entry's derived figures ([] for an entry without a worksheet). */
export function worksheetLines(entryId: string): WorksheetLine[] {
  const ws = bomWorksheetOf(entryId);
  if (!ws) return [];
  const lines: WorksheetLine[] = [];
  for (const [side, terms] of [
    ['BOM low', ws.low],
    ['BOM high', ws.high],
  ] as const) {
    for (const t of terms) lines.push({ figure: side, text: termText(t), ...provenance([t]) });
    lines.push({ figure: side, text: `${side} = CAD ${sideValue(terms).toFixed(2)}`, ...provenance(terms) });
  }
  for (const a of ws.anchors) {
    const s = SOURCES.get(a.sourceId);
    const dated = a.year < 2021 && a.kind === 'price' ? `${a.year} figure, ${a.scaledBy ?? 'not scaled'}` : `${a.year}`;
    lines.push({
      figure: 'anchor',
      text: `${a.label} (${s?.publisher ?? a.sourceId}, ${dated}; ${a.kind}; ${a.includesAssembly ? 'includes' : 'excludes'} assembly)`,
      sources: [{ id: a.sourceId, publisher: s?.publisher ?? a.sourceId, year: a.year }],
      judgements: [],
    });
  }
  lines.push({ figure: 'note', text: ws.note, sources: [], judgements: [] });
  return lines;
}
