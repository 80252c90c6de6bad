/** Test helpers: store analyses the way the analysis flows do (`insertAnalysis`), and know a client's device. */
import type { Analysis } from '@costlens/contracts';
import type { Database } from '../../db/database.ts';
import { insertAnalysis } from '../../db/analyses.ts';
import type { NewAnalysis } from '../../db/analyses.ts';
import type { client } from '../../../test/harness.ts';

type Client = ReturnType<typeof client>;

/** The device id the API gave this client (makes one request if it has none yet): the id part of its
 *  signed device cookie ("id.signature"). */
export async function deviceOf(c: Client): Promise<string> {
  const cookie = () => c.cookies.get('__Host-cl_device') || c.cookies.get('cl_device');
  if (!cookie()) await c.get('/api/health');
  const value = cookie()!;
  return value.slice(0, value.indexOf('.'));
}

/** A full analysis as a provider would answer it; confidence is a percent. */
export function fullAnalysis(overrides: Partial<Analysis> = {}): Analysis {
  return {
    productName: 'Stainless Steel Water Bottle',
    productCategory: 'Drinkware',
    confidence: 72,
    costRangeLow: 4,
    costRangeHigh: 7,
    stats: { materialCount: 2, complexity: 'Low' },
    materials: [
      { name: '18/8 stainless steel body', category: 'Casing', cost: 3.1, percentage: 62 },
      { name: 'Polypropylene lid', category: 'Components', cost: 1.9, percentage: 38 },
    ],
    methodology: [{ step: 'Cost Estimation', description: 'Material weights times recorded prices.' }],
    confidenceNote: 'Estimated from the category cost book.',
    disclaimer: 'Estimates only.',
    marketInsights: [],
    recommendations: [],
    businessTips: [],
    ...overrides,
  };
}

/** Stores one analysis for `deviceId`; by default a full analysis named like `fullAnalysis()`. */
export async function seedAnalysis(database: Database, deviceId: string, overrides: Partial<NewAnalysis> = {}) {
  const analysis =
    overrides.analysis === undefined
      ? fullAnalysis({ productName: overrides.productName ?? 'Stainless Steel Water Bottle' })
      : overrides.analysis;
  return insertAnalysis(database, {
    deviceId,
    type: 'full',
    productName: analysis?.productName ?? 'Stainless Steel Water Bottle',
    productCategory: analysis?.productCategory ?? 'Drinkware',
    costRangeLow: analysis?.costRangeLow ?? 4,
    costRangeHigh: analysis?.costRangeHigh ?? 7,
    confidence: analysis?.confidence ?? 72,
    methodologyType: 'on-device-estimate',
    analysis,
    ...overrides,
  });
}

export const SHARE = {
  shareTitle: 'Water bottle - Cost Analysis',
  shareDescription: 'What a steel bottle costs to make.',
};
