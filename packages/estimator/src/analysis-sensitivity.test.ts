// How each verdict users see moves when one judgement constant moves ±20 %. The base verdicts of the
// categories the estimator is scored on are pinned, and for every constant the test pins which of those
// verdicts flip (and how many verdicts flip across all detailed categories and sizes; the family-priced kinds
// follow the same rules on figures of their families), so a change to a constant
// shows up here as a reviewed diff rather than silently.
import { detailedEntries, findEntryById, WEAK_EVIDENCE } from '@costlens/costbook';
import type { CostBookEntry, SizeClass } from '@costlens/costbook';
import { describe, expect, it } from 'vitest';

import { ANALYSIS_CONSTANTS } from './analysis-constants.ts';
import type { AnalysisConstants } from './analysis-constants.ts';
import { analysisNumbers } from './analysis.ts';
import { CONFIDENCE_CONSTANTS, confidenceFor } from './confidence.ts';
import type { ConfidenceConstants, Signal } from './confidence.ts';
import type { EstimatorIdentification } from './identify.ts';

const SIZES: SizeClass[] = ['small', 'medium', 'large'];

/** The categories of the scored photo labels (packages/costbook/test/fixtures/labels.json). */
const USER_CASES = [
  'mug',
  'laptop',
  'chair',
  'bicycle',
  'suitcase',
  'shoes',
  'hat',
  'wall-clock',
  'teddy-bear',
  'scissors',
  'computer-monitor',
  'beverage-bottle',
  'beverage-carton',
  'snack-bag',
  'boxed-food',
  'jar-can-food',
  'supplement',
] as const;

function detected(entry: CostBookEntry): EstimatorIdentification {
  return {
    entryId: entry.id,
    productCategory: entry.label,
    productName: entry.label,
    productQuery: entry.productQuery,
    upc: null,
    brand: null,
    source: 'detection',
    evidence: [],
    confidence: 80,
    sizeClass: 'medium',
    signals: [{ kind: 'detection', strength: 0.8, agrees: true }],
    detection: null,
    barcode: null,
    productUrl: null,
    textMatch: null,
    ocr: { ran: false, reason: 'test' },
  };
}

function verdicts(k: AnalysisConstants): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of detailedEntries()) {
    for (const size of SIZES) {
      const n = analysisNumbers(detected(e), e, size, k);
      out.set(`${e.id}/${size}`, `${n.opportunity}; ${n.makeBuy.verdict}`);
    }
  }
  return out;
}

const BASE = verdicts(ANALYSIS_CONSTANTS);

type Move = (k: AnalysisConstants, f: number) => AnalysisConstants;
const scaleRecord = <T extends Readonly<Record<string, number>>>(r: T, f: number): T =>
  Object.fromEntries(Object.entries(r).map(([key, v]) => [key, v * f])) as T;

const ANALYSIS_MOVES: [string, Move][] = [
  ['saturation-points', (k, f) => ({ ...k, saturationPoints: scaleRecord(k.saturationPoints, f) })],
  ['growth-points-strong-pct', (k, f) => ({ ...k, growthStrongPct: k.growthStrongPct * f })],
  ['growth-points-moderate-pct', (k, f) => ({ ...k, growthModeratePct: k.growthModeratePct * f })],
  ['declining-trend-penalty', (k, f) => ({ ...k, decliningPenalty: k.decliningPenalty * f })],
  ['opportunity-bands', (k, f) => ({ ...k, opportunityBands: scaleRecord(k.opportunityBands, f) })],
  ['make-margin-required', (k, f) => ({ ...k, makeMarginRequired: scaleRecord(k.makeMarginRequired, f) })],
  ['tooling-reference-run', (k, f) => ({ ...k, toolingReferenceRun: k.toolingReferenceRun * f })],
];

function flips(k: AnalysisConstants): { total: number; userVisible: string[] } {
  const moved = verdicts(k);
  const changed = [...BASE].filter(([key, v]) => moved.get(key) !== v).map(([key]) => key);
  const userVisible = changed
    .filter((key) => key.endsWith('/medium') && (USER_CASES as readonly string[]).includes(key.split('/')[0]!))
    .map((key) => `${key.split('/')[0]}: ${BASE.get(key)} → ${moved.get(key)}`);
  return { total: changed.length, userVisible };
}

describe('base verdicts of the categories users photograph (medium size)', () => {
  it.each(USER_CASES)('%s', (id) => {
    expect(BASE.get(`${id}/medium`)).toBe(PINNED_BASE[id]);
  });
});

describe.each(ANALYSIS_MOVES)('%s moved ±20 %', (key, move) => {
  it.each([0.8, 1.2])('×%d', (f) => {
    expect(flips(move(ANALYSIS_CONSTANTS, f))).toEqual(EXPECTED_FLIPS[key]?.[String(f)]);
  });
});

// Confidence: the cases a user sees most (a sure detection, an ambiguous "bottle", a typed correction, text
// against a disagreeing detection) on a narrow and a wide cost-book range.
const CONFIDENCE_CASES: [string, Signal[], string][] = [
  ['sure detection of a mug', [{ kind: 'detection', strength: 0.8, agrees: true }], 'mug'],
  [
    'ambiguous bottle detection',
    [{ kind: 'detection', strength: 0.7, agrees: true, ambiguous: true }],
    'beverage-bottle',
  ],
  ['typed correction "laptop"', [{ kind: 'user', strength: 1, agrees: true }], 'laptop'],
  [
    'label text against a chair detection',
    [
      { kind: 'text', strength: 0.6, agrees: true },
      { kind: 'detection', strength: 0.5, agrees: false },
    ],
    'boxed-food',
  ],
];

function percents(k: ConfidenceConstants): number[] {
  return CONFIDENCE_CASES.map(([, signals, id]) => confidenceFor(signals, findEntryById(id)!.bomCad, k).percent);
}

const CONFIDENCE_MOVES: [string, (k: ConfidenceConstants, f: number) => ConfidenceConstants][] = [
  ['ambiguous-class-factor', (k, f) => ({ ...k, ambiguousClassFactor: k.ambiguousClassFactor * f })],
  ['user-correction-evidence', (k, f) => ({ ...k, userCorrectionEvidence: Math.min(1, k.userCorrectionEvidence * f) })],
  ['disagreement-weight', (k, f) => ({ ...k, disagreementWeight: k.disagreementWeight * f })],
];

describe('confidence of the common cases', () => {
  it('at the judgement values', () => {
    expect(percents(CONFIDENCE_CONSTANTS)).toEqual(PINNED_CONFIDENCE);
  });

  describe.each(CONFIDENCE_MOVES)('%s moved ±20 %', (key, move) => {
    it.each([0.8, 1.2])('×%d', (f) => {
      expect(percents(move(CONFIDENCE_CONSTANTS, f))).toEqual(EXPECTED_CONFIDENCE[key]?.[String(f)]);
    });
  });

  it.each([0.8, 1.2])('weak-evidence ×%d changes which of the cases ask the user to correct', (f) => {
    const asks = CONFIDENCE_CASES.map(([, signals, id]) =>
      confidenceFor(signals, findEntryById(id)!.bomCad).evidence < WEAK_EVIDENCE.value * f ? 'ask' : 'ok',
    );
    expect(asks).toEqual(EXPECTED_WEAK[String(f)]);
  });
});

// --- pinned values (regenerate deliberately when a constant or a cost-book figure changes) ---

const PINNED_BASE: Record<(typeof USER_CASES)[number], string> = {
  mug: 'Poor; Compare quotes',
  laptop: 'Fair; Buy',
  chair: 'Fair; Buy',
  bicycle: 'Good; Buy',
  suitcase: 'Fair; Buy',
  shoes: 'Poor; Compare quotes',
  hat: 'Poor; Compare quotes',
  'wall-clock': 'Poor; Compare quotes',
  'teddy-bear': 'Fair; Compare quotes',
  scissors: 'Poor; Compare quotes',
  'computer-monitor': 'Fair; Buy',
  'beverage-bottle': 'Poor; Compare quotes',
  'beverage-carton': 'Poor; Compare quotes',
  'snack-bag': 'Fair; Compare quotes',
  'boxed-food': 'Poor; Compare quotes',
  'jar-can-food': 'Poor; Compare quotes',
  supplement: 'Poor; Compare quotes',
};

const EXPECTED_FLIPS: Record<string, Record<string, { total: number; userVisible: string[] }>> = {
  'saturation-points': {
    '0.8': {
      total: 87,
      userVisible: [
        'laptop: Fair; Buy → Poor; Buy',
        'computer-monitor: Fair; Buy → Poor; Buy',
        'chair: Fair; Buy → Poor; Buy',
        'suitcase: Fair; Buy → Poor; Buy',
        'snack-bag: Fair; Compare quotes → Poor; Compare quotes',
        'teddy-bear: Fair; Compare quotes → Poor; Compare quotes',
        'bicycle: Good; Buy → Fair; Buy',
      ],
    },
    '1.2': {
      total: 0,
      userVisible: [],
    },
  },
  'growth-points-strong-pct': {
    '0.8': {
      total: 12,
      userVisible: ['suitcase: Fair; Buy → Good; Buy', 'supplement: Poor; Compare quotes → Fair; Compare quotes'],
    },
    '1.2': {
      total: 0,
      userVisible: [],
    },
  },
  'growth-points-moderate-pct': {
    '0.8': {
      total: 3,
      userVisible: ['jar-can-food: Poor; Compare quotes → Fair; Compare quotes'],
    },
    '1.2': {
      total: 18,
      userVisible: ['laptop: Fair; Buy → Poor; Buy', 'chair: Fair; Buy → Poor; Buy'],
    },
  },
  'declining-trend-penalty': {
    '0.8': {
      total: 0,
      userVisible: [],
    },
    '1.2': {
      total: 0,
      userVisible: [],
    },
  },
  'opportunity-bands': {
    '0.8': {
      total: 0,
      userVisible: [],
    },
    '1.2': {
      total: 90,
      userVisible: [
        'laptop: Fair; Buy → Poor; Buy',
        'computer-monitor: Fair; Buy → Poor; Buy',
        'chair: Fair; Buy → Poor; Buy',
        'suitcase: Fair; Buy → Poor; Buy',
        'snack-bag: Fair; Compare quotes → Poor; Compare quotes',
        'teddy-bear: Fair; Compare quotes → Poor; Compare quotes',
        'bicycle: Good; Buy → Fair; Buy',
      ],
    },
  },
  'make-margin-required': {
    '0.8': {
      total: 0,
      userVisible: [],
    },
    '1.2': {
      total: 3,
      userVisible: [],
    },
  },
  'tooling-reference-run': {
    '0.8': {
      total: 9,
      userVisible: ['laptop: Fair; Buy → Fair; Compare quotes', 'computer-monitor: Fair; Buy → Fair; Compare quotes'],
    },
    '1.2': {
      total: 8,
      userVisible: [],
    },
  },
};

const PINNED_CONFIDENCE = [80, 42, 85, 45];

const EXPECTED_CONFIDENCE: Record<string, Record<string, number[]>> = {
  'ambiguous-class-factor': {
    '0.8': [80, 34, 85, 45],
    '1.2': [80, 50, 85, 45],
  },
  'user-correction-evidence': {
    '0.8': [80, 42, 72, 45],
    '1.2': [80, 42, 85, 45],
  },
  'disagreement-weight': {
    '0.8': [80, 42, 85, 48],
    '1.2': [80, 42, 85, 42],
  },
};

const EXPECTED_WEAK: Record<string, string[]> = {
  '0.8': ['ok', 'ok', 'ok', 'ok'],
  '1.2': ['ok', 'ask', 'ok', 'ask'],
};
