// The home flow's analyze call, offline-aware: sent now when the network answers, otherwise kept as a
// draft (the compressed capture and the chosen type) and queued with the same idempotency key.
import type { AnalysisType, AnalyzeResponse } from '@costlens/contracts';
import type { Draft } from '../db/db.ts';
import { apiRequest } from '../lib/api.ts';
import { isNetworkFailure } from './queue.ts';

/** Kept in step with ANALYZE_URL in db/drafts.ts (not imported: IndexedDB code loads only for drafts). */
const ANALYZE_URL = '/api/analyze';

export type SubmitAnalysisResult =
  | { status: 'analysed'; response: AnalyzeResponse }
  /** No network: the capture is kept on the device and will be analysed when back online. */
  | { status: 'draft'; draft: Draft };

/** Thrown by a flow that cannot return an analysis because the capture became a draft; flows check
 *  `err.name === 'SavedAsDraft'` and go back to the capture step (the user was told already). */
export class SavedAsDraft extends Error {
  constructor() {
    super('Saved on this device; it will be analysed when you are back online.');
    this.name = 'SavedAsDraft';
  }
}

export const DRAFT_SAVED_TITLE = 'Saved for later';
export const DRAFT_SAVED_TEXT =
  "You're offline. Your photo is saved on this device and will be analysed when you're back online.";

export interface SubmitOptions {
  signal?: AbortSignal;
  /** What the on-device estimator recognised, shown with the draft while it waits. */
  identification?: Draft['identification'];
}

function analyzeForm(image: Blob, type: AnalysisType): FormData {
  const form = new FormData();
  // Spec §3/§5: a file named captured-image.jpg of type image/jpeg in the form field `image`.
  form.append(
    'image',
    image instanceof File && image.name === 'captured-image.jpg'
      ? image
      : new File([image], 'captured-image.jpg', { type: 'image/jpeg' }),
  );
  form.append('type', type);
  return form;
}

/** Analyses a (compressed) capture. HTTP errors are thrown as ApiError as with any call; only a
 *  missing network turns the capture into a draft. A full device raises StorageFullError. */
export async function submitAnalysis(
  image: Blob,
  type: AnalysisType,
  opts: SubmitOptions = {},
): Promise<SubmitAnalysisResult> {
  const idempotencyKey = crypto.randomUUID();
  const keep = async (): Promise<SubmitAnalysisResult> => {
    const { saveDraft } = await import('../db/drafts.ts');
    const draft = await saveDraft({ image, type, idempotencyKey, identification: opts.identification });
    const { registerBackgroundSync } = await import('./replayer.ts');
    void registerBackgroundSync();
    // After the save, never before it: the device's own guess is shown with the draft when it comes.
    void import('../features/identify/identify-drafts.ts').then((m) => m.identifyWaitingDrafts());
    return { status: 'draft', draft };
  };
  if (navigator.onLine === false) return keep();
  try {
    const res = await apiRequest('POST', ANALYZE_URL, analyzeForm(image, type), {
      signal: opts.signal,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    const response = (await res.json()) as AnalyzeResponse;
    // Someone who photographs products may do it next without a connection: keep the models now.
    void import('../features/identify/warm-models.ts').then((m) => m.warmModelCache());
    return { status: 'analysed', response };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    const result = await keep();
    // The network may be back by now (a dropped connection): try the queue at once.
    void import('./replayer.ts').then(({ replayNow }) => replayNow());
    return result;
  }
}
