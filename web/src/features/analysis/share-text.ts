import type { Analysis } from '@costlens/contracts';
import { formatEstimateRange } from '@costlens/domain';
import { formatPercentWhole } from './format.ts';

/** The text of the results' Share action (the public link travels beside it), as the original composed it:
 *  product name, estimated BOM cost low-high, confidence percent. Confidence is a percent as-is. */
export function shareText(
  analysis: Pick<Analysis, 'productName' | 'costRangeLow' | 'costRangeHigh' | 'confidence'>,
): string {
  return `${analysis.productName} - Estimated BOM cost: ${formatEstimateRange(analysis.costRangeLow, analysis.costRangeHigh)}, ${formatPercentWhole(analysis.confidence)} confidence`;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/** Shares through the device share sheet when there is one, else copies text and address to the
 *  clipboard. A dismissed share sheet is a cancellation, not a failure; a clipboard refusal throws. */
export async function shareAnalysis(text: string, url: string, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: text, text, url });
      return 'shared';
    } catch (err) {
      if ((err as { name?: string }).name === 'AbortError') return 'cancelled';
      // Some browsers expose share() but refuse it (no user activation, unsupported data): copy instead.
    }
  }
  await nav.clipboard.writeText(`${text} ${url}`);
  return 'copied';
}
