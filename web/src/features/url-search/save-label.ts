/** The spec's savings label for a similar product that is cheaper than the original (spec §2, §9). */
export const SAVE_TEMPLATE = 'Save {amount} ({pct}% off)';

export function saveLabel(amount: string, pct: number): string {
  return SAVE_TEMPLATE.replace('{amount}', amount).replace('{pct}', String(pct));
}
