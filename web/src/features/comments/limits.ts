/** Input length caps for the comment and share forms. They equal the contracts' LIMITS (a test checks
 *  that), copied so the web bundle does not load zod just for four numbers. */
export const FORM_LIMITS = {
  shareTitle: 140,
  shareDescription: 1000,
  authorName: 80,
  authorEmail: 254,
  commentContent: 2000,
} as const;
