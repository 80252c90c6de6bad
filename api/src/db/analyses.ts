/** Analyses: what every analysis flow stores, a device's history, sharing and who may see one. */
import type { Analysis, AnalysisType, StoredAnalysis, StoredOffer, StoredSupplier } from '@costlens/contracts';
import { sql } from 'kysely';
import { randomId } from '../lib/ids.ts';
import type { Database } from './database.ts';
import type { AnalysesTable } from './tables.ts';

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

interface StoredData {
  analysis: Analysis | null;
  offers: StoredOffer[];
  suppliers: StoredSupplier[];
}

type Row = AnalysesTable;

/** Stores an analysis for a device and returns it as every screen reads it. With an `id` that is taken
 *  already, it stores nothing and returns the analysis stored the first time. */
export async function insertAnalysis(database: Database, input: NewAnalysis): Promise<StoredAnalysis> {
  return (await insertOnce(database, input)).stored;
}

async function insertOnce(
  database: Database,
  input: NewAnalysis,
): Promise<{ stored: StoredAnalysis; created: boolean }> {
  const data: StoredData = {
    analysis: input.analysis ?? null,
    offers: input.offers ?? [],
    suppliers: input.suppliers ?? [],
  };
  const row: Row = {
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
  };
  // A conflict on the id is a repeat of one request (two racing replays, or a replay after the process
  // died before its answer was kept): the first one stands.
  const inserted = await database.db
    .insertInto('analyses')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return { stored: toStoredAnalysis(row), created: true };
  const first = await database.db.selectFrom('analyses').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  return { stored: toStoredAnalysis(first), created: false };
}

/**
 * Stores a re-estimate of a photo and removes the analysis it replaces, in one transaction, so a
 * correction leaves one entry in the history. The old one goes only when it is this device's, was
 * never shared and nobody commented on or liked it; otherwise both are kept, because a public link or
 * a conversation must not vanish. A repeat of the same re-estimate (same `id`) changes nothing.
 */
export async function insertReplacingAnalysis(
  database: Database,
  input: NewAnalysis,
  replacesId: string,
): Promise<{ stored: StoredAnalysis; replaced: boolean }> {
  return database.db.transaction().execute(async (trx) => {
    const { stored, created } = await insertOnce({ ...database, db: trx }, input);
    if (!created) return { stored, replaced: false };
    const gone = await trx
      .deleteFrom('analyses')
      .where('id', '=', replacesId)
      .where('id', '!=', stored.id)
      .where('device_id', '=', input.deviceId)
      .where('share_token', 'is', null)
      .where('is_public', '=', 0)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('comments').select('comments.id').whereRef('comments.analysis_id', '=', 'analyses.id'),
          ),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('likes').select('likes.analysis_id').whereRef('likes.analysis_id', '=', 'analyses.id'),
          ),
        ),
      )
      .executeTakeFirst();
    return { stored, replaced: Number(gone.numDeletedRows) > 0 };
  });
}

export async function findAnalysisById(database: Database, id: string): Promise<StoredAnalysis | null> {
  const row = await database.db.selectFrom('analyses').selectAll().where('id', '=', id).executeTakeFirst();
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
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', key.id), eb('client_key', '=', key.legacyClientKey)]))
    .executeTakeFirst();
  return row ? toStoredAnalysis(row) : null;
}

/** Newest first, then by id, so rows created in the same millisecond still page without gaps. */
export interface HistoryCursor {
  createdAt: string;
  id: string;
}

export async function listDeviceAnalyses(
  database: Database,
  deviceId: string,
  limit: number,
  after: HistoryCursor | null,
): Promise<{ analyses: StoredAnalysis[]; next: HistoryCursor | null }> {
  let query = database.db.selectFrom('analyses').selectAll().where('device_id', '=', deviceId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    analyses: page.map(toStoredAnalysis),
    next: rows.length > limit && last ? { createdAt: last.created_at, id: last.id } : null,
  };
}

export async function listPublicAnalyses(database: Database, limit: number): Promise<StoredAnalysis[]> {
  const rows = await database.db
    .selectFrom('analyses')
    .selectAll()
    .where('is_public', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toStoredAnalysis);
}

export interface Visible {
  stored: StoredAnalysis;
  isOwner: boolean;
}

/** An analysis as `deviceId` may see it: its own, or anyone's once shared publicly. */
export async function findVisibleAnalysis(database: Database, id: string, deviceId: string): Promise<Visible | null> {
  const row = await database.db
    .selectFrom('analyses')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('device_id', '=', deviceId), eb('is_public', '=', 1)]))
    .executeTakeFirst();
  return row ? { stored: toStoredAnalysis(row), isOwner: row.device_id === deviceId } : null;
}

/** Whether `deviceId` may read and join in on the analysis (comments, likes), and whether it owns it. */
export async function analysisAccess(
  database: Database,
  id: string,
  deviceId: string,
): Promise<{ isOwner: boolean } | null> {
  const row = await database.db
    .selectFrom('analyses')
    .select(['device_id', 'is_public'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const isOwner = row.device_id === deviceId;
  return isOwner || Number(row.is_public) === 1 ? { isOwner } : null;
}

/**
 * Makes the analysis public with the given title and description. The token is drawn once: a re-share
 * (or two racing shares) keeps the first one, because the update only fills an empty token.
 */
export async function shareAnalysis(
  database: Database,
  id: string,
  title: string,
  description: string,
): Promise<string> {
  const row = await database.db
    .updateTable('analyses')
    .set({
      share_token: sql<string>`coalesce(share_token, ${randomId()})`,
      share_title: title,
      share_description: description,
      is_public: 1,
    })
    .where('id', '=', id)
    .returning('share_token')
    .executeTakeFirstOrThrow();
  return row.share_token!;
}

/** The shared analysis behind a token, counting this as one more view (atomic across processes). */
export async function viewSharedAnalysis(database: Database, token: string): Promise<StoredAnalysis | null> {
  const row = await database.db
    .updateTable('analyses')
    .set({ view_count: sql<number>`view_count + 1` })
    .where('share_token', '=', token)
    .where('is_public', '=', 1)
    .returningAll()
    .executeTakeFirst();
  return row ? toStoredAnalysis(row) : null;
}

/** Maps a row to the stored-analysis shape of the contracts. */
export function toStoredAnalysis(row: Row): StoredAnalysis {
  const data = JSON.parse(row.data) as StoredData;
  const a = data.analysis;
  return {
    id: row.id,
    type: row.type as AnalysisType,
    productName: row.product_name,
    productCategory: row.product_category,
    costRangeLow: Number(row.cost_low),
    costRangeHigh: Number(row.cost_high),
    confidence: Number(row.confidence),
    materials: a?.materials ?? [],
    methodology: { type: row.methodology_type, steps: a?.methodology ?? [] },
    makeBuyAnalysis: a?.makeBuyAnalysis ?? null,
    pricingAnalysis:
      a?.pricingAnalysis || data.offers.length ? { ...(a?.pricingAnalysis ?? {}), offers: data.offers } : null,
    marketSaturation: a?.marketSaturation ?? null,
    platformRecommendations: a?.platformRecommendations ?? [],
    supplierList: data.suppliers,
    shareToken: row.share_token,
    shareTitle: row.share_title,
    shareDescription: row.share_description,
    isPublic: Number(row.is_public) === 1,
    viewCount: Number(row.view_count),
    createdAt: row.created_at,
    analysis: a,
  };
}
