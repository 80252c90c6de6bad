import { describe, expect, it } from 'vitest';
import { chartSlices } from '@costlens/domain';
import { legendLabel, tooltipLabel } from './chart-labels.ts';
import { toHistoryRecord } from '@costlens/offline';
import { plainPartName, readable } from './format.ts';
import { comparablesSummary, costToRetailFlow } from './pricing.ts';
import { shareAnalysis, shareText } from './share-text.ts';
import { ANALYSIS_FIXTURE } from '@costlens/contracts/testing';

describe('cost-to-retail flow', () => {
  it('bars are relative to the retail price and markups are whole percents over the previous step', () => {
    const flow = costToRetailFlow(ANALYSIS_FIXTURE.pricingAnalysis!);
    expect(flow.map((s) => s.label)).toEqual([
      'Materials Cost',
      'Manufacturing Cost',
      'Wholesale Price',
      'Retail Price',
    ]);
    expect(flow.map((s) => s.markup)).toEqual([null, 40, 50, 90]);
    expect(flow.map((s) => Math.round(s.barPercent * 10) / 10)).toEqual([25, 35, 52.5, 100]);
  });

  it('has no markup after a zero step and no bars without a retail price', () => {
    const flow = costToRetailFlow({ bomCost: 0, manufacturingCost: 5, wholesalePrice: 8, retailPrice: 0 });
    expect(flow[1]?.markup).toBeNull();
    expect(flow.every((s) => s.barPercent === 0)).toBe(true);
  });
});

describe('comparables summary', () => {
  it('averages the comparables and places the estimate below or above', () => {
    const summary = comparablesSummary(ANALYSIS_FIXTURE.pricingAnalysis!.marketComparables, 79.99);
    expect(summary).toEqual({ average: (89.99 + 64.99 + 49.97) / 3, position: 'Above', low: 49.97, high: 89.99 });
    expect(comparablesSummary(ANALYSIS_FIXTURE.pricingAnalysis!.marketComparables, 60)?.position).toBe('Below');
    expect(comparablesSummary([], 10)).toBeNull();
  });
});

describe('chart labels', () => {
  it("reads 'name pct' in the legend and 'name $cost.cc pct' in the tooltip, Other Components included", () => {
    const slices = chartSlices(ANALYSIS_FIXTURE.materials);
    expect(slices.map(legendLabel)).toEqual([
      'Full-range drivers (2 × 45 mm) 24.0%',
      'Li-ion battery 3.7 V 4800 mAh 19.5%',
      'Bluetooth 5.3 audio SoC 13.0%',
      'Class-D amplifier and main PCB 12.0%',
      'ABS and silicone housing 10.5%',
      'Other Components 21.0%',
    ]);
    expect(tooltipLabel(slices[1]!)).toBe('Li-ion battery 3.7 V 4800 mAh $3.90 19.5%');
    expect(tooltipLabel(slices[5]!)).toBe('Other Components $4.20 21.0%');
  });
});

describe('share text', () => {
  it('names the product, the BOM range and the confidence percent', () => {
    expect(shareText(ANALYSIS_FIXTURE)).toBe(
      'Portable Bluetooth Speaker 20 W - Estimated BOM cost: $17.00 - $24.00, 72% confidence',
    );
    expect(shareText({ productName: 'Gel pen', costRangeLow: 0.18, costRangeHigh: 0.3, confidence: 64.6 })).toBe(
      'Gel pen - Estimated BOM cost: $0.18 - $0.30, 65% confidence',
    );
  });

  it('uses the share sheet when there is one, with the page address beside the text', async () => {
    const calls: ShareData[] = [];
    const nav = {
      share: async (d: ShareData) => {
        calls.push(d);
      },
      clipboard: { writeText: async () => undefined },
    } as unknown as Navigator;
    expect(await shareAnalysis('text', 'https://costlens.example/shared/t', nav)).toBe('shared');
    expect(calls).toEqual([{ title: 'text', text: 'text', url: 'https://costlens.example/shared/t' }]);
  });

  it('copies text and address when there is no share sheet, and treats a dismissed sheet as cancelled', async () => {
    const copied: string[] = [];
    const clipboard = {
      writeText: async (t: string) => {
        copied.push(t);
      },
    };
    expect(await shareAnalysis('text', 'https://x.example/', { clipboard } as unknown as Navigator)).toBe('copied');
    expect(copied).toEqual(['text https://x.example/']);
    const dismissed = {
      share: async () => {
        throw new DOMException('dismissed', 'AbortError');
      },
      clipboard,
    } as unknown as Navigator;
    expect(await shareAnalysis('text', 'https://x.example/', dismissed)).toBe('cancelled');
    expect(copied).toHaveLength(1);
  });
});

describe('history record', () => {
  it('keeps the full analysis under its real id with the confidence as a percent', () => {
    const record = toHistoryRecord(ANALYSIS_FIXTURE, null, new Date('2026-03-02T10:00:00Z'));
    expect(record).toMatchObject({
      id: ANALYSIS_FIXTURE.id,
      type: 'full',
      productName: ANALYSIS_FIXTURE.productName,
      confidence: 72,
      costRangeLow: 17,
      costRangeHigh: 24,
      isPublic: false,
      shareToken: null,
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    expect(record.analysis).not.toHaveProperty('id');
    expect(record.analysis?.materials).toHaveLength(9);
  });

  it('carries the public link once the analysis was shared', () => {
    const record = toHistoryRecord(ANALYSIS_FIXTURE, {
      shareUrl: 'https://h/shared/tok',
      shareToken: 'tok',
      shareTitle: 'T',
      shareDescription: 'D',
    });
    expect(record).toMatchObject({ isPublic: true, shareToken: 'tok', shareTitle: 'T', shareDescription: 'D' });
  });
});

describe('an analysis sentence on screen', () => {
  it.each([
    [
      "CPU and memory together are about 45 % of a mainstream notebook's BOM [trendforce-notebook-bom-2026]",
      "CPU and memory together are about 45 % of a mainstream notebook's BOM",
    ],
    [
      'projects 3.2 % annual growth (Apple World Today 2024 [technavio-laptop-2024]; Statistics Canada 2025 [statcan-20-10-0008]).',
      'projects 3.2 % annual growth (Apple World Today 2024; Statistics Canada 2025).',
    ],
    // Brackets that are words, not source keys, stay.
    ['Sizes [small or large] vary', 'Sizes [small or large] vary'],
    // Amounts in the app's one money format: cents under CAD 100, whole dollars from there.
    [
      'making costs about CAD 12.63 (tooling CAD 401.00 spread over the order; a first order CAD 7,020.00)',
      'making costs about $12.63 (tooling $401 spread over the order; a first order $7,020)',
    ],
  ])('%s', (text, shown) => {
    expect(readable(text)).toBe(shown);
  });
});

describe('a part name on screen', () => {
  it.each([
    ['Bluetooth audio SoC', 'Bluetooth audio chip'],
    ['Power management, audio ICs, PCB and connectors', 'Power management, audio chips, circuit board and connectors'],
    ['ABS or PP moulded parts', 'Plastic moulded parts'],
    ['LCD panel with backlight', 'Screen panel with backlight'],
    ['Processor (CPU)', 'Processor'],
    ['Steel housing and bread slots', 'Steel housing and bread slots'],
  ])('%s', (name, shown) => {
    expect(plainPartName(name)).toBe(shown);
  });
});
