/** How a shared analysis names itself, says its confidence and counts its readers, the same on the
 *  server's pages (the shared analysis and the community list, with their first views and link
 *  previews) and in the app's screens. */

/** The share title, or the product name with the ' - Cost Analysis' suffix. */
export function shareTitleOf(share: { shareTitle?: string | null; productName: string }): string {
  return share.shareTitle?.trim() || `${share.productName} - Cost Analysis`;
}

export function formatViews(count: number): string {
  return `${count} ${count === 1 ? 'view' : 'views'}`;
}

/** Confidence is stored as a percent 0–100 and shown as-is on every screen (no ×100). */
export function formatConfidence(percent: number): string {
  return `${Math.round(percent)}%`;
}
