// What the user is told when the outbox finishes something on its own: the same words whether the page
// shows them as a toast or the service worker as a notification.
import type { StoredAnalysis } from '@costlens/contracts';
import type { OutboxKind } from './db.ts';

export interface Notice {
  title: string;
  description: string;
}

/** A queued comment, like, share or capture that the server refused for good. */
export function rejectionNotice(kind: OutboxKind, serverMessage: string): Notice {
  switch (kind) {
    case 'analyze':
      return { title: 'Analysis Failed', description: serverMessage || 'Please try again with a clearer image.' };
    case 'comment':
      return { title: 'Failed to Add Comment', description: serverMessage || 'Please try again.' };
    // A like is refused only when this device (or fingerprint) already liked the analysis.
    case 'like':
      return { title: 'Already Liked', description: "You've already liked this analysis!" };
    case 'share':
      return {
        title: 'Sharing Failed',
        description: serverMessage || 'Failed to share analysis. Please try again.',
      };
    case 'watch':
      return { title: 'Watch not started', description: serverMessage || "The watch couldn't be started." };
    case 'event':
      return { title: 'Not sent', description: serverMessage };
  }
}

/** An offline capture was analysed and is in history now. */
export function analysisReadyNotice(stored: Pick<StoredAnalysis, 'productName'>): Notice {
  return { title: 'Offline capture analysed', description: `${stored.productName} is in your history.` };
}

/** Where a notification about an outbox item should take the user. */
export function noticeUrl(kind: OutboxKind, analysisId?: string): string {
  if (analysisId) return `/analysis/${encodeURIComponent(analysisId)}`;
  if (kind === 'watch') return '/watching';
  return kind === 'analyze' ? '/' : '/history';
}

/** An offline capture for a price or supplier search was identified: the search is in History. */
export function searchReadyNotice(search: { type: 'price' | 'suppliers'; query: string }): Notice {
  const what = search.type === 'price' ? 'Its prices' : 'Its suppliers';
  return { title: 'Offline capture identified', description: `${search.query}: ${what} are in your history.` };
}
