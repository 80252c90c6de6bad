// The request and response schema of every endpoint in ENDPOINTS, under the same name. The web
// client parses every answer with `response`; the API validates bodies with `request`. Endpoints that
// take a multipart upload have no JSON request schema (their form is checked by the upload reader).
import type { z } from './zod.ts';
import { AnalyzeResponse, IdentifyResponse } from './analysis.ts';
import {
  AnalysisListResponse,
  AnalysisDetailResponse,
  AnalysisResponse,
  CommentCreate,
  CommentListResponse,
  Comment,
  LikeRequest,
  LikesResponse,
  PublicListResponse,
  ShareRequest,
  ShareResponse,
} from './community.ts';
import type { EndpointName } from './endpoints.ts';
import { EventsRequest, HealthResponse } from './events.ts';
import { FlightSearchRequest, FlightSearchResponse } from './flights.ts';
import { ExchangeRateResponse, LandedCostCategoryResponse, LandedCostReferenceResponse } from './landed-cost.ts';
import {
  AmazonExplainRequest,
  AmazonRequest,
  AmazonResponse,
  ExplainResponse,
  PriceCompareRequest,
  PriceCompareResponse,
  PriceExplainRequest,
} from './prices.ts';
import { ProductFactsResponse } from './product-facts.ts';
import { ExtractUrlRequest, ExtractUrlResponse, FindSimilarRequest, FindSimilarResponse } from './products.ts';
import {
  SupplierExplainRequest,
  SupplierFindRequest,
  SupplierFindResponse,
  SupplierRecommendRequest,
  SupplierRecommendResponse,
} from './suppliers.ts';
import {
  CreateWatchRequest,
  PushKeyResponse,
  PushSubscriptionRequest,
  PushUnsubscribeRequest,
  ReadWatchAlertsRequest,
  UpdateWatchRequest,
  WatchAlertListResponse,
  WatchDetailResponse,
  WatchListResponse,
  WatchResponse,
} from './watches.ts';
import { z as zod } from './zod.ts';

export interface EndpointSchemas {
  /** The JSON body's schema, or null when the endpoint takes no body or a multipart form. */
  readonly request: z.ZodType | null;
  readonly response: z.ZodType;
}

const EventsAccepted = zod.object({ accepted: zod.number().int().nonnegative() });
const CommentCreated = zod.object({ comment: Comment });
const Done = zod.object({ success: zod.literal(true) });
const ThumbnailStored = zod.object({ success: zod.literal(true), bytes: zod.number().int().positive() });

export const ENDPOINT_SCHEMAS = {
  health: { request: null, response: HealthResponse },
  events: { request: EventsRequest, response: EventsAccepted },
  analyze: { request: null, response: AnalyzeResponse },
  identifyProduct: { request: null, response: IdentifyResponse },
  listAnalyses: { request: null, response: AnalysisListResponse },
  getAnalysis: { request: null, response: AnalysisDetailResponse },
  shareAnalysis: { request: ShareRequest, response: ShareResponse },
  unshareAnalysis: { request: null, response: Done },
  deleteAnalysis: { request: null, response: Done },
  putThumbnail: { request: null, response: ThumbnailStored },
  listComments: { request: null, response: CommentListResponse },
  addComment: { request: CommentCreate, response: CommentCreated },
  getLikes: { request: null, response: LikesResponse },
  like: { request: LikeRequest, response: LikesResponse },
  unlike: { request: null, response: LikesResponse },
  getShared: { request: null, response: AnalysisResponse },
  // A JPEG, read by <img>, never by the client: nothing to parse.
  getSharedThumbnail: { request: null, response: zod.unknown() },
  getSharedPreview: { request: null, response: zod.unknown() },
  listPublic: { request: null, response: PublicListResponse },
  priceCompare: { request: PriceCompareRequest, response: PriceCompareResponse },
  explainPrices: { request: PriceExplainRequest, response: ExplainResponse },
  amazon: { request: AmazonRequest, response: AmazonResponse },
  explainAmazon: { request: AmazonExplainRequest, response: ExplainResponse },
  extractUrl: { request: ExtractUrlRequest, response: ExtractUrlResponse },
  findSimilar: { request: FindSimilarRequest, response: FindSimilarResponse },
  findSuppliers: { request: SupplierFindRequest, response: SupplierFindResponse },
  explainSuppliers: { request: SupplierExplainRequest, response: ExplainResponse },
  recommendSuppliers: { request: SupplierRecommendRequest, response: SupplierRecommendResponse },
  explainRecommendations: { request: SupplierExplainRequest, response: ExplainResponse },
  searchFlights: { request: FlightSearchRequest, response: FlightSearchResponse },
  productFacts: { request: null, response: ProductFactsResponse },
  exchangeRate: { request: null, response: ExchangeRateResponse },
  landedCostReference: { request: null, response: LandedCostReferenceResponse },
  landedCostCategory: { request: null, response: LandedCostCategoryResponse },
  listWatches: { request: null, response: WatchListResponse },
  createWatch: { request: CreateWatchRequest, response: WatchResponse },
  getWatch: { request: null, response: WatchDetailResponse },
  updateWatch: { request: UpdateWatchRequest, response: WatchResponse },
  deleteWatch: { request: null, response: Done },
  checkWatch: { request: null, response: WatchResponse },
  listWatchAlerts: { request: null, response: WatchAlertListResponse },
  readWatchAlerts: { request: ReadWatchAlertsRequest, response: Done },
  pushKey: { request: null, response: PushKeyResponse },
  subscribePush: { request: PushSubscriptionRequest, response: Done },
  unsubscribePush: { request: PushUnsubscribeRequest, response: Done },
} as const satisfies Record<EndpointName, EndpointSchemas>;

/** The parsed answer of an endpoint. */
export type EndpointResponse<N extends EndpointName> = z.output<(typeof ENDPOINT_SCHEMAS)[N]['response']>;
/** The JSON body an endpoint takes, as a client writes it (before defaults). */
export type EndpointRequest<N extends EndpointName> = (typeof ENDPOINT_SCHEMAS)[N]['request'] extends z.ZodType
  ? z.input<(typeof ENDPOINT_SCHEMAS)[N]['request']>
  : never;
