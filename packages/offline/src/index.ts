// Everything the page and the service worker share for offline work: the device database (history,
// drafts, outbox), the replay engine and its back-off, history records, thumbnails and the words the
// user is told. Pages load it lazily (it carries IndexedDB code); the photo upload builder has its own
// entries, `@costlens/offline/upload` and `@costlens/offline/idempotency-key`, light enough for a first chunk.
export { db, CostLensDb, StorageFullError, guardQuota, requestPersistentStorage } from './db.ts';
export type {
  Draft,
  DraftCorrection,
  DraftIdentification,
  DraftStatus,
  HistoryItem,
  OutboxItem,
  OutboxKind,
  OutboxRequest,
  SearchItem,
} from './db.ts';
export { newIdempotencyKey } from './idempotency-key.ts';
export {
  countOutbox,
  deferOutbox,
  enqueue,
  listDue,
  listOutbox,
  listPendingFor,
  nextDueAt,
  removeOutboxItem,
  rescheduleOutboxItem,
} from './outbox.ts';
export type { EnqueueInput } from './outbox.ts';
export { deleteDraft, getDraft, listDrafts, nameDraft, removeSentDraft, saveDraft, updateDraft } from './drafts.ts';
export { keepSearch, listSearches, removeSearch, searchId, searchPath } from './searches.ts';
export type { NewSearch } from './searches.ts';
export type { NewDraft } from './drafts.ts';
export { getHistoryItem, listHistory, removeFromHistory, replaceHistoryItem, saveToHistory } from './history.ts';
export { toHistoryRecord } from './history-record.ts';
export type { ShareState } from './history-record.ts';
export { makeThumbnail } from './thumbnail.ts';
export { EVENTS_PER_REQUEST, replayOutbox } from './replay.ts';
export type { ReplayEffects, ReplayEnv, ReplayResult } from './replay.ts';
export { RETRY_BASE_MS, RETRY_MAX_MS, classifyAnswer, nextAttemptAt, retryDelayMs } from './backoff.ts';
export type { ErrorBodyLike, Outcome } from './backoff.ts';
export { analysisReadyNotice, noticeUrl, rejectionNotice, searchReadyNotice } from './replay-messages.ts';
export type { Notice } from './replay-messages.ts';
export { watchDrafts, watchHistory, watchHistoryItem, watchOutbox, watchSearches } from './live.ts';
export { analyzeForm, CAPTURE_FILE_NAME, CAPTURE_MIME_TYPE, wordsForm } from './analyze-upload.ts';
export type { AnalyzeFormFields } from './analyze-upload.ts';
