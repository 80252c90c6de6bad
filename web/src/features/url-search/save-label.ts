/** The savings label for a similar product that is cheaper than the original. */
export const SAVE_TEMPLATE = 'Save {amount} ({pct}% off)';

export function saveLabel(amount: string, pct: number): string {
  return SAVE_TEMPLATE.replace('{amount}', amount).replace('{pct}', String(pct));
}
