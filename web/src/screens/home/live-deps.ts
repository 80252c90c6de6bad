/** The home flow's real dependencies: the compression worker, the API and the app's analytics and toasts. */
import type { AnalyzeResponse, IdentifyResponse } from '@costlens/contracts';
import { toast } from '../../app/toast-store.ts';
import { track } from '../../lib/analytics.ts';
import { apiJson } from '../../lib/api.ts';
import { toHistoryRecord } from '../analysis/history-record.ts';
import { DRAFT_SAVED_TEXT, DRAFT_SAVED_TITLE, SavedAsDraft, submitAnalysis } from '../../sync/submit-analysis.ts';
import { compressForUpload } from '../../workers/compress-bridge.ts';
import { dataUrlToBlob } from '../capture/image-data.ts';
import type { AnalyzeCorrection, HomeDeps } from './home-store.ts';

/** An idempotency key for one analysis request: a retry of the same request never makes two analyses.
 *  crypto.randomUUID exists only in secure contexts; getRandomValues exists everywhere. */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function imageForm(file: File): FormData {
  const form = new FormData();
  form.set('image', file, file.name);
  return form;
}

/** A re-estimate with the user's correction (the multipart fields of spec §3 plus the hints). */
function correctionForm(file: File, c: AnalyzeCorrection): FormData {
  const form = new FormData();
  form.set('image', file, 'captured-image.jpg');
  form.set('type', 'full');
  if (c.productName) form.set('productName', c.productName);
  if (c.productCategory) form.set('productCategory', c.productCategory);
  if (c.replaces) form.set('replaces', c.replaces);
  return form;
}

export const CORRECTION_OFFLINE_TEXT =
  "You're offline. A correction needs a connection; try again when you're back online.";

export const liveDeps: HomeDeps = {
  async prepareImage(image, file, signal) {
    const source = file ?? (image ? dataUrlToBlob(image) : null);
    if (!source) throw new Error('There is no image to send');
    return compressForUpload(source, { signal });
  },
  // Offline (or when the upload fails for lack of network) the compressed capture becomes a draft,
  // analysed when the connection is back (web/src/sync).
  async analyze(file, signal, correction) {
    // A correction answers the user now or says why not: kept as a draft it would replace nothing.
    if (correction) {
      if (navigator.onLine === false) throw new Error(CORRECTION_OFFLINE_TEXT);
      return apiJson<AnalyzeResponse>('POST', '/api/analyze', correctionForm(file, correction), {
        signal,
        headers: { 'Idempotency-Key': newRequestKey() },
      });
    }
    const result = await submitAnalysis(file, 'full', { signal });
    if (result.status === 'analysed') return result.response;
    toast({ title: DRAFT_SAVED_TITLE, description: DRAFT_SAVED_TEXT });
    throw new SavedAsDraft();
  },
  async identify(file, signal) {
    const res = await apiJson<IdentifyResponse>('POST', '/api/identify-product', imageForm(file), { signal });
    return { productQuery: res.productQuery, upc: res.upc ?? null, brand: res.identification?.brand ?? null };
  },
  async replaceInHistory(oldId, analysis) {
    // The device store (Dexie) loads here, not with the home screen.
    const { replaceHistoryItem } = await import('../../db/history.ts');
    await replaceHistoryItem(oldId, toHistoryRecord(analysis, null));
  },
  track,
  toast,
};
