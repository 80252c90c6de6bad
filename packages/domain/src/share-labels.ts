/** How a shared analysis names itself and counts its readers, the same on the server's page (its first
 *  view and link preview) and in the app's screens. */

/** The share title, or the product name with the ' - Cost Analysis' suffix. */
export function shareTitleOf(share: { shareTitle?: string | null; productName: string }): string {
  return share.shareTitle?.trim() || `${share.productName} - Cost Analysis`;
}

export function formatViews(count: number): string {
  return `${count} ${count === 1 ? 'view' : 'views'}`;
}
