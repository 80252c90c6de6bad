import { describe, expect, it } from 'vitest';
import { analysisReadyNotice, noticeUrl, rejectionNotice } from './replay-messages.ts';

describe('what the user is told when the server refuses a queued item', () => {
  it.each([
    ['comment', 'content is required', { title: 'Failed to Add Comment', description: 'content is required' }],
    ['comment', '', { title: 'Failed to Add Comment', description: 'Please try again.' }],
    // A like is refused only when it was already given, whatever the server's words.
    ['like', 'Already liked', { title: 'Already Liked', description: "You've already liked this analysis!" }],
    ['share', 'Analysis not found', { title: 'Sharing Failed', description: 'Analysis not found' }],
    ['share', '', { title: 'Sharing Failed', description: 'Failed to share analysis. Please try again.' }],
    ['analyze', 'The file is not an image', { title: 'Analysis Failed', description: 'The file is not an image' }],
    ['analyze', '', { title: 'Analysis Failed', description: 'Please try again with a clearer image.' }],
  ] as const)('%s refused with %j', (kind, message, expected) => {
    expect(rejectionNotice(kind, message)).toEqual(expected);
  });

  it('names the product of a finished offline capture and leads to its analysis', () => {
    expect(analysisReadyNotice({ productName: 'Ceramic mug' })).toEqual({
      title: 'Offline capture analysed',
      description: 'Ceramic mug is in your history.',
    });
    expect(noticeUrl('analyze', 'a b')).toBe('/analysis/a%20b');
    expect(noticeUrl('analyze')).toBe('/');
    expect(noticeUrl('comment')).toBe('/history');
  });
});
