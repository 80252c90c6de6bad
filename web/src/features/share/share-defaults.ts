/** The Share dialog's prefilled texts. */

/** '<product> - Cost Analysis'. */
export function defaultShareTitle(productName: string): string {
  return `${productName} - Cost Analysis`;
}

export const DEFAULT_SHARE_DESCRIPTION =
  'A business intelligence analysis of this product: estimated materials cost, supplier research, market analysis and platform recommendations.';

/** The prefilled description: what a friend opening the link most wants, the product and its estimate,
 *  before the standard sentence about what the analysis covers. */
export function defaultShareDescription(estimate?: { productName: string; range: string; confidence: number }): string {
  if (!estimate) return DEFAULT_SHARE_DESCRIPTION;
  return `${estimate.productName}: materials estimated at ${estimate.range} CAD (${Math.round(estimate.confidence)}% confidence). ${DEFAULT_SHARE_DESCRIPTION}`;
}

/** Both fields must be non-blank after trimming. */
export function isShareFormComplete(title: string, description: string): boolean {
  return title.trim().length > 0 && description.trim().length > 0;
}
