/** The home flow's real dependencies: the compression worker, the API and the app's analytics and toasts. */
import { callApi } from '../../lib/api-client.ts';
import { track } from '../../lib/analytics.ts';
import { dataUrlToBlob } from '../../lib/image-data.ts';
import { toast } from '../../lib/toasts.ts';
import { analyzeForm } from '@costlens/offline/upload';
import { loadCompressWorker, loadOffline } from '../../lazy.ts';
import {
  DRAFT_SAVED_TEXT,
  DRAFT_SAVED_TITLE,
  keepAsDraft,
  submitAnalysis,
  submitCorrection,
} from '../../offline/submit-analysis.ts';
import { isNetworkFailure } from '../../lib/error-messages.ts';
import { newIdempotencyKey } from '@costlens/offline/idempotency-key';
import type { HomeDeps } from './home-store.ts';

async function keepSearchAsDraft(file: File, type: 'price' | 'suppliers') {
  await keepAsDraft(file, type, newIdempotencyKey());
  toast({ title: DRAFT_SAVED_TITLE, description: DRAFT_SAVED_TEXT });
  return { productQuery: '', upc: null, brand: null, savedAsDraft: true };
}

export const CORRECTION_OFFLINE_TEXT =
  "You're offline. A correction needs a connection; try again when you're back online.";

export const liveDeps: HomeDeps = {
  async prepareImage(image, file, signal) {
    const source = file ?? (image ? dataUrlToBlob(image) : null);
    if (!source) throw new Error('There is no image to send');
    const { compressForUpload } = await loadCompressWorker();
    return compressForUpload(source, { signal });
  },
  // Offline (or when the upload fails for lack of network) the compressed capture becomes a draft,
  // analysed when the connection is back.
  async analyze(file, signal, correction) {
    // A correction answers the user now or says why not: kept as a draft it would replace nothing.
    if (correction) {
      if (navigator.onLine === false) throw new Error(CORRECTION_OFFLINE_TEXT);
      const { productName, productCategory, replaces } = correction;
      return submitCorrection(file, { productName, productCategory, replaces }, signal);
    }
    const result = await submitAnalysis(file, 'full', { signal });
    if (result.status === 'analysed') return result.response;
    toast({ title: DRAFT_SAVED_TITLE, description: DRAFT_SAVED_TEXT });
    return { success: false, savedAsDraft: true };
  },
  async identify(file, signal, type) {
    // Offline the capture waits as a draft of this search, like a full analysis does.
    if (navigator.onLine === false) return keepSearchAsDraft(file, type);
    try {
      const res = await callApi('identifyProduct', { body: analyzeForm(file, null), signal });
      const id = res.identification;
      return {
        productQuery: res.productQuery,
        upc: res.upc ?? null,
        brand: id?.brand ?? null,
        ...(id?.outcome ? { outcome: id.outcome } : {}),
        ...(id?.candidates?.length ? { candidates: id.candidates.map((c) => ({ label: c.label })) } : {}),
      };
    } catch (err) {
      if (isNetworkFailure(err)) return keepSearchAsDraft(file, type);
      throw err;
    }
  },
  async keepOnDevice(analysis, photo) {
    const { makeThumbnail, saveToHistory, toHistoryRecord } = await loadOffline();
    await saveToHistory(toHistoryRecord(analysis, null), await makeThumbnail(photo), photo);
  },
  track,
  toast,
};
