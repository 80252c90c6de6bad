// The home flow's analyze call, offline-aware: sent now when the network answers, otherwise kept as a
// draft (the compressed capture and the chosen type) and queued with the same idempotency key.
import type { AnalysisType, AnalyzeResponse } from '@costlens/contracts';
import type { Draft } from '@costlens/offline';
import { newIdempotencyKey } from '@costlens/offline/idempotency-key';
import { analyzeForm, wordsForm } from '@costlens/offline/upload';
import type { AnalyzeFormFields } from '@costlens/offline/upload';
import { loadDraftIdentifier, loadModelWarmer, loadOffline, loadReplayer } from '../lazy.ts';
import { callApi } from '../lib/api-client.ts';
import { isNetworkFailure } from '../lib/error-messages.ts';

export type SubmitAnalysisResult =
  | { status: 'analysed'; response: AnalyzeResponse }
  /** No network: the capture is kept on the device and will be analysed when back online. */
  | { status: 'draft'; draft: Draft };

export const DRAFT_SAVED_TITLE = 'Saved for later';
// Short enough for a toast's two lines on a phone: a notice cut at "…when you'r…" says nothing.
export const DRAFT_SAVED_TEXT = "Kept on this device. It's analysed when you're back online.";

export interface SubmitOptions {
  signal?: AbortSignal;
  /** What the on-device estimator recognised, shown with the draft while it waits. */
  identification?: Draft['identification'];
}

/** Keeps a capture on the device and queues its analysis with `idempotencyKey`. */
export async function keepAsDraft(
  image: Blob,
  type: AnalysisType,
  idempotencyKey: string,
  identification?: Draft['identification'],
): Promise<Draft> {
  const { saveDraft } = await loadOffline();
  const draft = await saveDraft({ image, type, idempotencyKey, identification });
  const { registerBackgroundSync } = await loadReplayer();
  void registerBackgroundSync();
  // After the save, never before it: the device's own guess is shown with the draft when it comes.
  void loadDraftIdentifier().then((m) => m.identifyWaitingDrafts());
  return draft;
}

/** Analyses a (compressed) capture. HTTP errors are thrown as ApiError as with any call; only a
 *  missing network turns the capture into a draft. A full device raises StorageFullError. */
export async function submitAnalysis(
  image: Blob,
  type: AnalysisType,
  opts: SubmitOptions = {},
): Promise<SubmitAnalysisResult> {
  const idempotencyKey = newIdempotencyKey();
  const keep = async (): Promise<SubmitAnalysisResult> => ({
    status: 'draft',
    draft: await keepAsDraft(image, type, idempotencyKey, opts.identification),
  });
  if (navigator.onLine === false) return keep();
  try {
    const response = await callApi('analyze', { body: analyzeForm(image, type), signal: opts.signal, idempotencyKey });
    // Someone who photographs products may do it next without a connection: keep the models now.
    void loadModelWarmer().then((m) => m.warmModelCache());
    return { status: 'analysed', response };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    const result = await keep();
    // The network may be back by now (a dropped connection): try the queue at once.
    void loadReplayer().then(({ replayNow }) => replayNow());
    return result;
  }
}

/** A correction's re-estimate: answered now or refused with the reason (kept as a draft it would
 *  replace nothing). Without the photo (`image` null) the typed words alone are estimated. */
export async function submitCorrection(
  image: Blob | null,
  fields: AnalyzeFormFields,
  signal?: AbortSignal,
): Promise<AnalyzeResponse> {
  return callApi('analyze', {
    body: image ? analyzeForm(image, 'full', fields) : wordsForm(fields),
    signal,
    idempotencyKey: newIdempotencyKey(),
  });
}
