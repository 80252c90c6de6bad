import { z } from './zod.ts';
import {
  Analysis,
  AnalysisType,
  Material,
  MakeBuyAnalysis,
  MarketSaturation,
  PlatformRecommendation,
} from './analysis.ts';
import { Money, Percent, requiredText } from './common.ts';
import { LIMITS } from './limits.ts';

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

/** An analysis as history, detail, shared and public views read it. */
export const StoredAnalysis = z.object({
  id: z.string(),
  type: AnalysisType,
  productName: z.string(),
  productCategory: z.string(),
  costRangeLow: Money,
  costRangeHigh: Money,
  confidence: Percent,
  materials: z.array(Material),
  methodology: z.object({ type: z.string() }).passthrough(),
  makeBuyAnalysis: MakeBuyAnalysis.nullable(),
  pricingAnalysis: z
    .object({ offers: z.array(StoredOffer) })
    .passthrough()
    .nullable(),
  marketSaturation: MarketSaturation.nullable(),
  platformRecommendations: z.array(PlatformRecommendation),
  supplierList: z.array(StoredSupplier),
  shareToken: z.string().nullable(),
  shareTitle: z.string().nullable(),
  shareDescription: z.string().nullable(),
  isPublic: z.boolean(),
  viewCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** The full analysis when one was made (type 'full'), so shared pages show every panel. */
  analysis: Analysis.nullable(),
});
export type StoredAnalysis = z.infer<typeof StoredAnalysis>;

export const AnalysisListResponse = z.object({
  analyses: z.array(StoredAnalysis),
  nextCursor: z.string().nullable(),
});
export type AnalysisListResponse = z.infer<typeof AnalysisListResponse>;

export const AnalysisResponse = z.object({ analysis: StoredAnalysis });
export type AnalysisResponse = z.infer<typeof AnalysisResponse>;

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

export const PublicListResponse = z.object({ analyses: z.array(StoredAnalysis) });
export type PublicListResponse = z.infer<typeof PublicListResponse>;
