/** Analyses: what every analysis flow stores, a device's history, sharing and who may see one.
 *
 *  Each field is stored once: the headline (name, category, range, confidence, source) in columns, and
 *  in `data` the offers, the suppliers and the panels of a full analysis without the headline, as the
 *  JSON text `{"offers":[…],"supplierList":[…],"analysis":{…}|null}`. A detail answer is the columns
 *  followed by `data` as stored: it is never parsed nor serialised again on a read. Lists read the
 *  columns only (summaries). */
import { shareExcerpt } from '@costlens/contracts';
import type {
  Analysis,
  AnalysisDetail,
  AnalysisSummary,
  AnalysisType,
  StoredAnalysis,
  StoredOffer,
  StoredSupplier,
} from '@costlens/contracts';
import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { randomId } from '../lib/ids.ts';
import type { Database } from './database.ts';
import { prepared } from './prepared.ts';
import { isPublicFor, matchesWords, planned, searchPlan } from './public-search.ts';
import type { SearchPlan } from './public-search.ts';
import { searchTextOf } from './search-text.ts';
import type { AnalysesTable, Tables } from './tables.ts';

/** What any analysis flow stores: a full analysis, a price comparison, a supplier search or a URL search. */
export interface NewAnalysis {
  deviceId: string;
  type: AnalysisType;
  productName: string;
  productCategory: string;
  costRangeLow: number;
  costRangeHigh: number;
  /** Percent 0–100, the one scale every screen shows. */
  confidence: number;
  /** e.g. 'on-device-estimate', 'ai-analysis', 'real-time-price-comparison', 'supplier-discovery', 'url-based-product-search'. */
  methodologyType: string;
  analysis?: Analysis | null;
  offers?: StoredOffer[];
  suppliers?: StoredSupplier[];
  /** The row's id when the request named one (derived from its Idempotency-Key): storing the same id
   *  again stores nothing and returns the first analysis. A fresh random id otherwise. */
  id?: string | null;
  createdAt?: Date;
}

/** The `data` column, in this key order (the detail answer ends with it). */
interface StoredData {
  offers: StoredOffer[];
  supplierList: StoredSupplier[];
  analysis: AnalysisDetail | null;
}

type Row = AnalysesTable;

/** The columns a detail answer is made of (not the search text, the device or the legacy key). */
const DETAIL_COLUMNS = [
  'id',
  'type',
  'product_name',
  'product_category',
  'cost_low',
  'cost_high',
  'confidence',
  'methodology_type',
  'data',
  'share_token',
  'share_title',
  'share_description',
  'is_public',
  'view_count',
  'created_at',
] as const;

export type DetailRow = Pick<Row, (typeof DETAIL_COLUMNS)[number]>;

/** The panels of a full analysis, without the headline the columns hold. */
function detailOf(full: Analysis): AnalysisDetail {
  const {
    productName: _name,
    productCategory: _category,
    confidence: _confidence,
    costRangeLow: _low,
    costRangeHigh: _high,
    ...detail
  } = full;
  return detail;
}

/** Stores an analysis for a device and returns it as every screen reads it. With an `id` that is taken
 *  already, it stores nothing and returns the analysis stored the first time. */
export async function insertAnalysis(database: Database, input: NewAnalysis): Promise<StoredAnalysis> {
  return (await insertOnce(database, input)).stored;
}

/** The row an analysis is stored as (also what bulk loaders, such as the scale bench, insert). */
export function newAnalysisRow(input: NewAnalysis): Row {
  const data: StoredData = {
    offers: input.offers ?? [],
    supplierList: input.suppliers ?? [],
    analysis: input.analysis ? detailOf(input.analysis) : null,
  };
  return {
    id: input.id ?? randomId(),
    device_id: input.deviceId,
    type: input.type,
    product_name: input.productName,
    product_category: input.productCategory,
    cost_low: input.costRangeLow,
    cost_high: input.costRangeHigh,
    confidence: Math.max(0, Math.min(100, input.confidence)),
    methodology_type: input.methodologyType,
    data: JSON.stringify(data),
    share_token: null,
    share_title: null,
    share_description: null,
    is_public: 0,
    view_count: 0,
    created_at: (input.createdAt ?? new Date()).toISOString(),
    client_key: null,
    search_text: null,
  };
}

async function insertOnce(
  database: Database,
  input: NewAnalysis,
): Promise<{ stored: StoredAnalysis; created: boolean }> {
  const row = newAnalysisRow(input);
  // A conflict on the id is a repeat of one request (two racing replays, or a replay after the process
  // died before its answer was kept): the first one stands.
  const inserted = await database.db
    .insertInto('analyses')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return { stored: toStoredAnalysis(row), created: true };
  const first = await database.db
    .selectFrom('analyses')
    .select(DETAIL_COLUMNS)
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  return { stored: toStoredAnalysis(first), created: false };
}

/**
 * Stores a correction of an analysis in its own row: the product as the owner named it, its figures and
 * panels, under the same id, so its address, its public link, its comments and likes and its place in the
 * history stay and show the corrected product. Only this device's analysis changes; a public one stays
 * searchable by its new name. Answers the analysis as it now reads.
 */
export async function correctAnalysis(database: Database, input: NewAnalysis, id: string): Promise<StoredAnalysis> {
  const next = newAnalysisRow({ ...input, id });
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('analyses')
      .select(['share_title', 'is_public'])
      .where('id', '=', id)
      .where('device_id', '=', input.deviceId)
      .executeTakeFirst();
    if (!row) throw new Error(`analysis ${id} of this device was not found to correct`);
    await trx
      .updateTable('analyses')
      .set({
        type: next.type,
        product_name: next.product_name,
        product_category: next.product_category,
        cost_low: next.cost_low,
        cost_high: next.cost_high,
        confidence: next.confidence,
        methodology_type: next.methodology_type,
        data: next.data,
        ...(Number(row.is_public) === 1
          ? { search_text: searchTextOf(next.product_name, row.share_title, next.product_category) }
          : {}),
      })
      .where('id', '=', id)
      .execute();
    const stored = await trx
      .selectFrom('analyses')
      .select(DETAIL_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return toStoredAnalysis(stored);
  });
}

export async function findAnalysisById(database: Database, id: string): Promise<StoredAnalysis | null> {
  const row = await database.db.selectFrom('analyses').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toStoredAnalysis(row) : null;
}

/** The row with its owner, for ownership checks (the stored view does not expose the device). */
export async function findAnalysisOwner(database: Database, id: string): Promise<string | null> {
  const row = await database.db.selectFrom('analyses').select('device_id').where('id', '=', id).executeTakeFirst();
  return row?.device_id ?? null;
}

/**
 * The analysis one keyed request made: the row with `id` (derived from its Idempotency-Key), or a row
 * stored before ids were derived from keys, which kept the key as `client_key` ("device:key"). An
 * offline capture queued on a device before then still finds the analysis its first attempt made.
 */
export async function findAnalysisMadeWithKey(
  database: Database,
  key: { id: string; legacyClientKey: string },
): Promise<StoredAnalysis | null> {
  const row = await database.db
    .selectFrom('analyses')
    .select(DETAIL_COLUMNS)
    .where((eb) => eb.or([eb('id', '=', key.id), eb('client_key', '=', key.legacyClientKey)]))
    .executeTakeFirst();
  return row ? toStoredAnalysis(row) : null;
}

/** Newest first, then by id, so rows created in the same millisecond still page without gaps. The next
 *  page starts strictly below the last row's (created_at, id): a bound of the list indexes, which end
 *  in id, so a deep page reads as few rows as the first. */
export interface HistoryCursor {
  createdAt: string;
  id: string;
}

export interface SummaryPage {
  analyses: AnalysisSummary[];
  next: HistoryCursor | null;
}

/** What a card shows: columns only, the start of the description, and like and comment counts
 *  (index-only counts on the rows of the page). */
function selectSummaries(database: Database) {
  return database.db
    .selectFrom('analyses')
    .select((eb) => [
      'analyses.id',
      'analyses.type',
      'analyses.product_name',
      'analyses.product_category',
      'analyses.cost_low',
      'analyses.cost_high',
      'analyses.confidence',
      'analyses.methodology_type',
      'analyses.created_at',
      'analyses.share_token',
      'analyses.share_title',
      sql<string | null>`substr(analyses.share_description, 1, 141)`.as('share_head'),
      'analyses.is_public',
      'analyses.view_count',
      eb
        .selectFrom('likes')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('likes.analysis_id', '=', 'analyses.id')
        .as('like_count'),
      eb
        .selectFrom('comments')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('comments.analysis_id', '=', 'analyses.id')
        .as('comment_count'),
      hasThumbnail(eb).as('has_thumbnail'),
    ]);
}

/** Whether the analysis has a share thumbnail (a primary-key probe). */
function hasThumbnail(eb: ExpressionBuilder<Tables, 'analyses'>) {
  return eb.exists(
    eb
      .selectFrom('share_thumbnails')
      .select('share_thumbnails.analysis_id')
      .whereRef('share_thumbnails.analysis_id', '=', 'analyses.id'),
  );
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

function toSummary(row: SummaryRow): AnalysisSummary {
  return {
    id: row.id,
    type: row.type as AnalysisType,
    productName: row.product_name,
    productCategory: row.product_category,
    costRangeLow: Number(row.cost_low),
    costRangeHigh: Number(row.cost_high),
    confidence: Number(row.confidence),
    methodologyType: row.methodology_type,
    createdAt: row.created_at,
    shareToken: row.share_token,
    shareTitle: row.share_title,
    shareExcerpt: shareExcerpt(row.share_head),
    isPublic: Number(row.is_public) === 1,
    viewCount: Number(row.view_count),
    hasThumbnail: Boolean(Number(row.has_thumbnail)),
    likeCount: Number(row.like_count ?? 0),
    commentCount: Number(row.comment_count ?? 0),
  };
}

/** Rows strictly after the cursor in (created_at desc, id desc) order, as a row-value bound. */
function afterCursor(after: HistoryCursor) {
  return (eb: ExpressionBuilder<Tables, 'analyses'>) =>
    eb(eb.refTuple('analyses.created_at', 'analyses.id'), '<', eb.tuple(after.createdAt, after.id));
}

/** One page of a summary list in (created_at desc, id desc) order, one row more than shown to know
 *  whether another page follows. */
function ordered(query: ReturnType<typeof selectSummaries>, limit: number, after: HistoryCursor | null) {
  return (after ? query.where(afterCursor(after)) : query)
    .orderBy('analyses.created_at', 'desc')
    .orderBy('analyses.id', 'desc')
    .limit(limit + 1);
}

/** Runs a page's query, on `runner` when given (connections with their own planner settings). */
async function page(query: ReturnType<typeof ordered>, limit: number, runner?: Kysely<Tables>): Promise<SummaryPage> {
  const rows = runner ? (await runner.executeQuery<SummaryRow>(query.compile())).rows : await query.execute();
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    analyses: shown.map(toSummary),
    next: rows.length > limit && last ? { createdAt: last.created_at, id: last.id } : null,
  };
}

/** The query of a history page (exported for the query-plan test). */
export function devicePageQuery(database: Database, deviceId: string, limit: number, after: HistoryCursor | null) {
  return ordered(selectSummaries(database).where('analyses.device_id', '=', deviceId), limit, after);
}

/** A device's history, one page of summaries. */
export function listDeviceAnalyses(
  database: Database,
  deviceId: string,
  limit: number,
  after: HistoryCursor | null,
): Promise<SummaryPage> {
  return page(devicePageQuery(database, deviceId, limit, after), limit);
}

export interface PublicPageOptions {
  limit: number;
  after: HistoryCursor | null;
  words?: readonly string[];
}

/** The query of a community page, read the given way when searched (exported for the query-plan
 *  test). */
export function publicPageQuery(database: Database, options: PublicPageOptions, plan: SearchPlan = 'date') {
  const words = options.words ?? [];
  const base = selectSummaries(database);
  if (!words.length) return ordered(base.where('analyses.is_public', '=', 1), options.limit, options.after);
  return ordered(
    base.where(isPublicFor(database, plan)).where(matchesWords(database, words, plan)),
    options.limit,
    options.after,
  );
}

/** The community list, one page of summaries; with search words, only the public analyses whose
 *  name, share title or category has every word (as a word prefix, case and accents folded). */
export async function listPublicAnalyses(database: Database, options: PublicPageOptions): Promise<SummaryPage> {
  const words = options.words ?? [];
  if (!words.length) return page(publicPageQuery(database, options), options.limit);
  const plan = await searchPlan(database, words, options.limit);
  return page(publicPageQuery(database, options, plan), options.limit, planned(database, plan));
}

export interface Visible {
  row: DetailRow;
  isOwner: boolean;
}

/** An analysis as `deviceId` may see it: its own, or anyone's once shared publicly. */
export async function findVisibleAnalysis(database: Database, id: string, deviceId: string): Promise<Visible | null> {
  const row = await database.db
    .selectFrom('analyses')
    .select([...DETAIL_COLUMNS, 'device_id'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('device_id', '=', deviceId), eb('is_public', '=', 1)]))
    .executeTakeFirst();
  if (!row) return null;
  const { device_id, ...detail } = row;
  return { row: detail, isOwner: device_id === deviceId };
}

// Every comment and like asks it first: a prepared statement.
const accessOf = prepared((db) =>
  db.selectFrom('analyses').select(['device_id', 'is_public']).where('id', '=', '(id)'),
);

/** Whether `deviceId` may read and join in on the analysis (comments, likes), and whether it owns it. */
export async function analysisAccess(
  database: Database,
  id: string,
  deviceId: string,
): Promise<{ isOwner: boolean } | null> {
  const [row] = await accessOf(database, [id]);
  if (!row) return null;
  const isOwner = row.device_id === deviceId;
  return isOwner || Number(row.is_public) === 1 ? { isOwner } : null;
}

/**
 * Makes the analysis public with the given title and description, and searchable by its name, title
 * and category. The token is drawn once: a re-share (or two racing shares) keeps the first one,
 * because the update only fills an empty token.
 */
export async function shareAnalysis(
  database: Database,
  id: string,
  title: string,
  description: string,
): Promise<string> {
  const { product_name, product_category } = await database.db
    .selectFrom('analyses')
    .select(['product_name', 'product_category'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const row = await database.db
    .updateTable('analyses')
    .set({
      share_token: sql<string>`coalesce(share_token, ${randomId()})`,
      share_title: title,
      share_description: description,
      is_public: 1,
      search_text: searchTextOf(product_name, title, product_category),
    })
    .where('id', '=', id)
    .returning('share_token')
    .executeTakeFirstOrThrow();
  return row.share_token!;
}

/** A shared analysis as one read found it: the row, its owner, and the owner's version (db/device-versions.ts)
 *  as of that same read, which an answer made from the row is kept under. */
export interface SharedRead {
  row: DetailRow;
  owner: string;
  version: number;
}

/** The shared analysis behind a token (a read: views are counted by the caller, in batches). */
export async function findSharedAnalysis(database: Database, token: string): Promise<SharedRead | null> {
  const found = await database.db
    .selectFrom('analyses')
    .select([...DETAIL_COLUMNS, 'device_id'])
    .select((eb) =>
      eb
        .selectFrom('device_versions')
        .select((v) => v.fn.sum<number | string | null>('device_versions.version').as('v'))
        .whereRef('device_versions.device_id', '=', 'analyses.device_id')
        .as('version'),
    )
    .where('share_token', '=', token)
    .where('is_public', '=', 1)
    .executeTakeFirst();
  if (!found) return null;
  const { device_id, version, ...row } = found;
  return { row, owner: device_id, version: Number(version ?? 0) };
}

/** What the server-rendered shared page shows: the headline, the share text and whether a photo exists. */
export async function findSharedPage(database: Database, token: string) {
  const row = await database.db
    .selectFrom('analyses')
    .select((eb) => [
      'id',
      'product_name',
      'product_category',
      'cost_low',
      'cost_high',
      'confidence',
      'share_title',
      'share_description',
      'created_at',
      'view_count',
      hasThumbnail(eb).as('has_thumbnail'),
    ])
    .where('share_token', '=', token)
    .where('is_public', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    productName: row.product_name,
    productCategory: row.product_category,
    costRangeLow: Number(row.cost_low),
    costRangeHigh: Number(row.cost_high),
    confidence: Number(row.confidence),
    shareTitle: row.share_title,
    shareDescription: row.share_description,
    createdAt: row.created_at,
    viewCount: Number(row.view_count),
    hasThumbnail: Boolean(Number(row.has_thumbnail)),
  };
}

export type SharedPage = NonNullable<Awaited<ReturnType<typeof findSharedPage>>>;

/** One visitor's first view of a shared analysis on a day (`day`: YYYY-MM-DD, UTC). */
export interface View {
  id: string;
  visitor: string;
  day: string;
}

/**
 * Records views seen in memory, in one transaction: each counts only if that visitor had no view of
 * that analysis that day yet (another process may have recorded it), and the analysis's count grows
 * by the views that counted (atomic increments, so processes flushing at once all count). Rows of days
 * before `today` are swept.
 */
export async function addViews(database: Database, views: readonly View[], today: string): Promise<void> {
  if (views.length === 0) return;
  await database.db.transaction().execute(async (trx) => {
    const counted = new Map<string, number>();
    for (const view of views) {
      const result = await trx
        .insertInto('share_views')
        .values({ analysis_id: view.id, visitor: view.visitor, day: view.day })
        .onConflict((oc) => oc.columns(['analysis_id', 'visitor', 'day']).doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 1) counted.set(view.id, (counted.get(view.id) ?? 0) + 1);
    }
    for (const [id, n] of counted) {
      await trx
        .updateTable('analyses')
        .set({ view_count: sql<number>`view_count + ${n}` })
        .where('id', '=', id)
        .execute();
    }
    await trx.deleteFrom('share_views').where('day', '<', today).execute();
  });
}

/** The stored-analysis JSON of a row: its columns, then `data` as stored (never parsed here).
 *  `extraViews` are views counted since the last flush. */
export function storedAnalysisJson(row: DetailRow, extraViews = 0): string {
  const head = JSON.stringify({
    id: row.id,
    type: row.type,
    productName: row.product_name,
    productCategory: row.product_category,
    costRangeLow: Number(row.cost_low),
    costRangeHigh: Number(row.cost_high),
    confidence: Number(row.confidence),
    methodologyType: row.methodology_type,
    shareToken: row.share_token,
    shareTitle: row.share_title,
    shareDescription: row.share_description,
    isPublic: Number(row.is_public) === 1,
    viewCount: Number(row.view_count) + extraViews,
    createdAt: row.created_at,
  });
  return `${head.slice(0, -1)},${row.data.slice(1)}`;
}

/** The detail answer `{"analysis": …}` of a row, as UTF-8 JSON text. */
export function analysisAnswerJson(row: DetailRow, extraViews = 0): string {
  return `{"analysis":${storedAnalysisJson(row, extraViews)}}`;
}

/** Maps a row to the stored-analysis shape of the contracts. */
export function toStoredAnalysis(row: DetailRow): StoredAnalysis {
  return JSON.parse(storedAnalysisJson(row)) as StoredAnalysis;
}
