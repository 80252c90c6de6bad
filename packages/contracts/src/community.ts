import { z } from './zod.ts';
import { Analysis, AnalysisType } from './analysis.ts';
import { Money, Percent, requiredText } from './common.ts';
import { LIMITS } from './limits.ts';

export { fullAnalysisOf, SHARE_EXCERPT_LENGTH, shareExcerpt, summaryOf } from './analysis-views.ts';

export { LIMITS };

export const StoredSupplier = z.object({
  companyName: z.string(),
  platform: z.string(),
  notes: z.string(),
  verified: z.boolean(),
  website: z.string(),
});
export type StoredSupplier = z.infer<typeof StoredSupplier>;

export const StoredOffer = z.object({
  title: z.string(),
  source: z.string(),
  price: z.number().finite().nullable(),
  currency: z.string(),
  availability: z.string().nullable(),
  url: z.string().nullable(),
});
export type StoredOffer = z.infer<typeof StoredOffer>;

/** The fields every analysis has whatever made it; kept in their own columns and sent once, at the top
 *  level of a StoredAnalysis and of a summary, never again inside `analysis`. */
export const HEADLINE_FIELDS = [
  'productName',
  'productCategory',
  'confidence',
  'costRangeLow',
  'costRangeHigh',
] as const;

/** The panels of a full analysis (materials, methodology, make vs buy, pricing, market, platforms, …):
 *  the estimator's answer without its headline fields, which the stored analysis carries. */
export const AnalysisDetail = z.object(Analysis.shape).omit({
  productName: true,
  productCategory: true,
  confidence: true,
  costRangeLow: true,
  costRangeHigh: true,
});
export type AnalysisDetail = z.infer<typeof AnalysisDetail>;

/** An analysis as the detail and shared views read it: each field once. The headline at the top level;
 *  offers of a price comparison, suppliers of a supplier search, and the panels of a full analysis. */
export const StoredAnalysis = z.object({
  id: z.string(),
  type: AnalysisType,
  productName: z.string(),
  productCategory: z.string(),
  costRangeLow: Money,
  costRangeHigh: Money,
  confidence: Percent,
  /** e.g. 'on-device-estimate', 'ai-analysis', 'real-time-price-comparison', 'supplier-discovery'. */
  methodologyType: z.string(),
  shareToken: z.string().nullable(),
  shareTitle: z.string().nullable(),
  shareDescription: z.string().nullable(),
  isPublic: z.boolean(),
  viewCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  offers: z.array(StoredOffer),
  supplierList: z.array(StoredSupplier),
  /** The panels of the full analysis when one was made (type 'full'), so shared pages show every panel. */
  analysis: AnalysisDetail.nullable(),
});
export type StoredAnalysis = z.infer<typeof StoredAnalysis>;

/** What a card in a list shows: history and the community page list these, never whole analyses. */
export const AnalysisSummary = z.object({
  id: z.string(),
  type: AnalysisType,
  productName: z.string(),
  productCategory: z.string(),
  costRangeLow: Money,
  costRangeHigh: Money,
  confidence: Percent,
  methodologyType: z.string(),
  createdAt: z.string(),
  shareToken: z.string().nullable(),
  shareTitle: z.string().nullable(),
  /** At most SHARE_EXCERPT_LENGTH characters of the share description (ending in '…' when cut). */
  shareExcerpt: z.string().nullable(),
  isPublic: z.boolean(),
  viewCount: z.number().int().nonnegative(),
  /** Whether a small picture of the product can be shown on the card. */
  hasThumbnail: z.boolean(),
  likeCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
});
export type AnalysisSummary = z.infer<typeof AnalysisSummary>;

/** One page of a list, newest first; `nextCursor` fetches the next page (null on the last one). */
export const AnalysisListResponse = z.object({
  analyses: z.array(AnalysisSummary),
  nextCursor: z.string().nullable(),
});
export type AnalysisListResponse = z.infer<typeof AnalysisListResponse>;

export const AnalysisResponse = z.object({ analysis: StoredAnalysis });
export type AnalysisResponse = z.infer<typeof AnalysisResponse>;

/** One analysis as `GET /api/analyses/:id` answers it: also whether the asking device made it, so the
 *  page offers Share, Stop Sharing and Delete to its owner only (anyone may read a public analysis). Absent
 *  from answers a device kept before it was sent. */
export const AnalysisDetailResponse = AnalysisResponse.extend({ isOwner: z.boolean().optional() });
export type AnalysisDetailResponse = z.infer<typeof AnalysisDetailResponse>;

export const ShareRequest = z.object({
  shareTitle: requiredText(LIMITS.shareTitle),
  shareDescription: requiredText(LIMITS.shareDescription),
});
export type ShareRequest = z.infer<typeof ShareRequest>;

export const ShareResponse = z.object({ success: z.literal(true), shareUrl: z.string(), shareToken: z.string() });
export type ShareResponse = z.infer<typeof ShareResponse>;

export const Comment = z.object({
  id: z.string(),
  analysisId: z.string(),
  authorName: z.string(),
  authorEmail: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof Comment>;

export const CommentCreate = z.object({
  authorName: requiredText(LIMITS.authorName),
  // The form sends '' when the optional field is left empty.
  authorEmail: z
    .union([z.literal(''), z.email().max(LIMITS.authorEmail)])
    .nullish()
    .transform((v) => (v ? v : null)),
  content: requiredText(LIMITS.commentContent),
});
export type CommentCreate = z.input<typeof CommentCreate>;

export const CommentListResponse = z.object({ comments: z.array(Comment) });
export type CommentListResponse = z.infer<typeof CommentListResponse>;

export const Fingerprint = z
  .string()
  .trim()
  .min(8)
  .max(LIMITS.fingerprint)
  .regex(/^[A-Za-z0-9_-]+$/);

export const LikeRequest = z.object({ userFingerprint: Fingerprint });
export type LikeRequest = z.infer<typeof LikeRequest>;

export const LikesResponse = z.object({ likeCount: z.number().int().nonnegative(), hasLiked: z.boolean() });
export type LikesResponse = z.infer<typeof LikesResponse>;

/** A page of the community list, or of a search in it (GET /api/public?q=&cursor=&limit=). */
export const PublicListResponse = AnalysisListResponse;
export type PublicListResponse = z.infer<typeof PublicListResponse>;
