// Replays the outbox, in order, under one Web Lock. It touches no DOM, so the same code runs in a page
// (which tells the user with toasts) and in the service worker when Background Sync fires with no page
// open (which tells the user with a notification); each passes its own effects.
//
// Exactly once: each item carries a client-made Idempotency-Key the server keeps, so an item sent
// just before a crash (answer lost, item still queued) gets the first answer back when replayed; the
// lock keeps two tabs and the worker from sending the same item at the same time.
import { AnalyzeResponse, IdentifyResponse, OUTBOX_LOCK_NAME } from '@costlens/contracts';
import { ENDPOINTS } from '@costlens/contracts/endpoints';
import { hasRefusalPreference, REFUSAL_PREFERENCE } from '@costlens/contracts/error-codes';
import type { StoredAnalysis } from '@costlens/contracts';
import { analyzeForm } from './analyze-upload.ts';
import { classifyAnswer, nextAttemptAt } from '@costlens/offline';
import type { ErrorBodyLike, Outcome } from '@costlens/offline';
import type { Draft, OutboxItem, SearchItem } from './db.ts';
import { getDraft, removeSentDraft, updateDraft } from './drafts.ts';
import { saveToHistory } from './history.ts';
import { keepSearch } from './searches.ts';
import { toHistoryRecord } from './history-record.ts';
import {
  countOutbox,
  deferOutbox,
  listDue,
  listOutbox,
  nextDueAt,
  removeOutboxItem,
  rescheduleOutboxItem,
} from './outbox.ts';
import { makeThumbnail } from '@costlens/offline';
import { EVENTS_PER_REQUEST } from '@costlens/contracts/limits';

/** The status of a refusal for a client that did not ask for it as an answer. */
const REFUSAL_STATUS = 422;

export { EVENTS_PER_REQUEST };

export interface ReplayEffects {
  /** An offline capture was analysed and is in history now. */
  analysisReady(stored: StoredAnalysis, draft: Draft): Promise<void> | void;
  /** An offline capture for a price or supplier search was identified; the search is in history now. */
  searchReady?(search: SearchItem, draft: Draft): Promise<void> | void;
  /** The server refused an item for good (it left the outbox); the user must hear of it. */
  rejected(item: OutboxItem, message: string): Promise<void> | void;
  /** Something the user must know that is not a refusal (e.g. the device is full). */
  problem(message: string): Promise<void> | void;
  /** An item reached the server (screens refresh what it changed). */
  delivered?(item: OutboxItem): void;
}

export interface ReplayEnv {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  now(): number;
  random(): number;
  effects: ReplayEffects;
  /** navigator.locks where the runtime has it (pages and workers alike). */
  locks?: Pick<LockManager, 'request'> | null;
}

export interface ReplayResult {
  delivered: number;
  rejected: number;
  /** Items still waiting (back-off or unreachable network). */
  remaining: number;
  /** When the next waiting item is due, or null when the outbox is empty. */
  nextDueAt: number | null;
}

/** Replays everything that is due (`force`: everything, ignoring back-off — the network just came
 *  back or the app just started). Waits for the lock if another tab or the worker holds it. */
export async function replayOutbox(env: ReplayEnv, { force = false } = {}): Promise<ReplayResult> {
  const run = () => drain(env, force);
  return env.locks ? env.locks.request(OUTBOX_LOCK_NAME, run) : run();
}

async function drain(env: ReplayEnv, force: boolean): Promise<ReplayResult> {
  const tried = new Set<number>();
  let delivered = 0;
  let rejected = 0;
  // New items may arrive while this runs (a comment typed meanwhile): loop until nothing is due.
  for (;;) {
    const items = (force ? await listOutbox() : await listDue(env.now())).filter((item) => !tried.has(item.id!));
    if (items.length === 0) break;
    let unreachable = false;
    for (let i = 0; i < items.length && !unreachable;) {
      const batch = items[i]!.kind === 'event' ? leadingEvents(items, i) : [items[i]!];
      i += batch.length;
      for (const item of batch) tried.add(item.id!);
      const outcome = await attempt(env, batch);
      switch (outcome.kind) {
        case 'delivered':
          delivered += batch.length;
          break;
        case 'rejected':
          rejected += batch.length;
          break;
        case 'retry':
          await reschedule(env, batch, outcome.message, outcome.retryAfterMs, outcome.message);
          break;
        case 'unreachable': {
          // Nothing else will get through either: wait out the back-off before trying anything.
          // The draft's badge already says it waits for a connection: no error text to show with it.
          const until = await reschedule(env, batch, outcome.message, null, null);
          await deferOutbox(until);
          unreachable = true;
          break;
        }
      }
    }
    if (unreachable) break;
  }
  return { delivered, rejected, remaining: await countOutbox(), nextDueAt: await nextDueAt() };
}

/** Consecutive analytics events from `start`, sent as one request. */
function leadingEvents(items: OutboxItem[], start: number): OutboxItem[] {
  const out: OutboxItem[] = [];
  for (let i = start; i < items.length && out.length < EVENTS_PER_REQUEST && items[i]!.kind === 'event'; i++)
    out.push(items[i]!);
  return out;
}

/** Puts the batch back for later; `draftWords` is what a waiting draft shows meanwhile (null: nothing). */
async function reschedule(
  env: ReplayEnv,
  batch: OutboxItem[],
  message: string,
  retryAfter: number | null,
  draftWords: string | null,
): Promise<number> {
  const now = env.now();
  let latest = now;
  for (const item of batch) {
    const attempts = item.attempts + 1;
    const at = nextAttemptAt(now, attempts, env.random(), retryAfter);
    latest = Math.max(latest, at);
    await rescheduleOutboxItem(item.id!, { attempts, nextAttemptAt: at, lastError: message });
    if (item.request.draftId) await updateDraft(item.request.draftId, { status: 'waiting', error: draftWords });
  }
  return latest;
}

async function attempt(env: ReplayEnv, batch: OutboxItem[]): Promise<Outcome> {
  const head = batch[0]!;
  let draft: Draft | undefined;
  if (head.request.draftId) {
    draft = await getDraft(head.request.draftId);
    // The user deleted the draft while it waited: nothing is left to deliver.
    if (!draft) {
      await removeOutboxItem(head.id!);
      return { kind: 'delivered' };
    }
    await updateDraft(draft.id, { status: 'sending', error: null });
  }

  // A capture for a search needs only its name: it is identified, not analysed.
  const url = draft && draft.type !== 'full' ? ENDPOINTS.identifyProduct.path : head.request.url;
  let res: Response;
  try {
    res = await env.fetch(url, requestInit(batch, draft));
  } catch (err) {
    return {
      kind: 'unreachable',
      message: err instanceof Error && err.message ? err.message : 'The network is unreachable.',
    };
  }
  // A refusal asked for as an answer (a 200 that says so) is still a refusal.
  const status = hasRefusalPreference(res.headers.get('Preference-Applied')) ? REFUSAL_STATUS : res.status;
  const ok = status >= 200 && status < 300;
  const outcome = classifyAnswer(status, ok ? null : await errorBody(res), res.headers.get('Retry-After'));

  if (outcome.kind === 'delivered') {
    if (draft?.type === 'full') await finishAnalysis(env, draft, res);
    else if (draft) await finishSearch(env, draft, res);
    for (const item of batch) {
      await removeOutboxItem(item.id!);
      env.effects.delivered?.(item);
    }
  } else if (outcome.kind === 'rejected') {
    for (const item of batch) await removeOutboxItem(item.id!);
    // Not recognised: the card asks for the product's name, which finishes it.
    if (draft)
      await updateDraft(draft.id, {
        status: 'failed',
        error: outcome.message,
        needsName: outcome.code === 'not_recognised',
      });
    // Analytics are not worth an interruption: a refused event is dropped quietly.
    if (head.kind !== 'event') await env.effects.rejected(head, outcome.message);
  }
  return outcome;
}

function requestInit(batch: OutboxItem[], draft: Draft | undefined): RequestInit {
  const head = batch[0]!;
  const headers: Record<string, string> = { 'Idempotency-Key': head.idempotencyKey };
  let body: BodyInit | undefined;
  if (draft) {
    // The same request the capture screen makes: a photo that names no product is an expected answer.
    headers.Prefer = REFUSAL_PREFERENCE;
    body =
      draft.type === 'full'
        ? analyzeForm(draft.image, draft.type, { ...draft.correction, supersedes: draft.earlierKeys?.join(' ') })
        : analyzeForm(draft.image, null);
  } else if (head.kind === 'event') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ events: batch.map((item) => item.request.body) });
  } else if (head.request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    // Stored as an object and stringified the same way every time, so a replay is byte-identical
    // (the server compares the body of a repeated key).
    body = JSON.stringify(head.request.body);
  }
  return { method: head.request.method, headers, body, credentials: 'include' };
}

async function errorBody(res: Response): Promise<ErrorBodyLike | null> {
  try {
    return (await res.json()) as ErrorBodyLike;
  } catch {
    return null;
  }
}

/** The analysis of an offline capture came back: keep it in history, drop the draft, tell the user. */
async function finishAnalysis(env: ReplayEnv, draft: Draft, res: Response): Promise<void> {
  const parsed = AnalyzeResponse.safeParse(await res.json().catch(() => null));
  if (!parsed.success) {
    // Stored on the server (its id is in the device's history there) but unreadable here.
    await removeSentDraft(draft.id);
    await env.effects.problem(
      'Your offline capture was analysed, but its result could not be read. Open History to see it.',
    );
    return;
  }
  // Made when the photo was taken, not when the connection came back.
  const stored = toHistoryRecord(parsed.data.analysis, null, new Date(draft.createdAt));
  try {
    await saveToHistory(stored, await makeThumbnail(draft.image));
  } catch (err) {
    await env.effects.problem(err instanceof Error ? err.message : String(err));
  }
  await removeSentDraft(draft.id);
  await env.effects.analysisReady(stored, draft);
}

/** The search of an offline capture was identified: keep the search in history, drop the draft, tell the
 *  user. A photo the server identified as nothing waits on its card for a name. */
async function finishSearch(env: ReplayEnv, draft: Draft, res: Response): Promise<void> {
  const parsed = IdentifyResponse.safeParse(await res.json().catch(() => null));
  if (!parsed.success || !parsed.data.productQuery.trim()) {
    await updateDraft(draft.id, {
      status: 'failed',
      error: "We couldn't tell which product this is from the photo. Type its name.",
      needsName: true,
    });
    return;
  }
  const type = draft.type === 'suppliers' ? 'suppliers' : 'price';
  let search: SearchItem | null = null;
  try {
    search = await keepSearch({
      type,
      query: parsed.data.productQuery,
      upc: parsed.data.upc ?? null,
      brand: parsed.data.identification?.brand ?? null,
      thumbnail: await makeThumbnail(draft.image).catch(() => null),
    });
  } catch (err) {
    await env.effects.problem(err instanceof Error ? err.message : String(err));
  }
  await removeSentDraft(draft.id);
  if (search) await env.effects.searchReady?.(search, draft);
}
