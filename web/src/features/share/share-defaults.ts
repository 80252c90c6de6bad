/** The Share dialog's prefilled texts. */

/** '<product> - Cost Analysis'. */
export function defaultShareTitle(productName: string): string {
  return `${productName} - Cost Analysis`;
}

export const DEFAULT_SHARE_DESCRIPTION =
  'A business intelligence analysis of this product: estimated materials cost, supplier research, market analysis and platform recommendations.';

/** Both fields must be non-blank after trimming. */
export function isShareFormComplete(title: string, description: string): boolean {
  return title.trim().length > 0 && description.trim().length > 0;
}
