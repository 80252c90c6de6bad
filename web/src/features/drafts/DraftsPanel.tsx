import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { formatDateTime } from '@costlens/domain';
import type { Draft, DraftStatus } from '@costlens/offline';
import { describeDeviceIdentification, draftTitle, needsDeviceIdentification } from './describe.ts';
import { loadDraftIdentifier, loadOffline, loadReplayer } from '../../lazy.ts';
import { ANALYSIS_TYPE_WORDS } from '../../lib/type-words.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useDrafts } from '../../offline/use-offline-views.ts';

export const DRAFT_STATUS_TEXT: Record<DraftStatus | 'needsName', string> = {
  waiting: 'Waiting for connection',
  sending: 'Sending...',
  failed: 'Not analysed',
  needsName: 'Needs its name',
};

export const DRAFTS_TITLE = 'Saved offline';
export const DRAFTS_HINT = "These photos are kept on this device and will be analysed when you're back online.";
export const DRAFTS_ONLINE_HINT = 'These photos are kept on this device until they are sent.';
export const DRAFTS_NAME_HINT = "We couldn't tell what a photo shows: type the product's name on its card to finish.";
/** What a photo's card says when naming it could not be kept on the device. */
export const NAME_NOT_KEPT = "The name couldn't be kept on this device. Try again.";

/** The words on a draft's status badge: what is really happening to it. */
function statusText(draft: Draft, online: boolean): string {
  if (draft.status === 'failed' && draft.needsName) return DRAFT_STATUS_TEXT.needsName;
  if (draft.status === 'waiting' && online) return 'Waiting to send';
  return DRAFT_STATUS_TEXT[draft.status];
}

function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

function DraftPhoto({ draft, large = false }: { draft: Draft; large?: boolean }) {
  const url = useObjectUrl(draft.image);
  if (!url) return <div className={large ? 'draft-photo-large skeleton' : 'draft-thumb skeleton'} />;
  return (
    <img
      src={url}
      alt={`Photo taken ${formatDateTime(new Date(draft.createdAt))}`}
      className={large ? 'draft-photo-large' : 'draft-thumb'}
    />
  );
}

function NotifyMe() {
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'denied' : Notification.permission,
  );
  if (permission !== 'default') return null;
  return (
    <button
      type="button"
      className="btn btn-sm drafts-notify"
      onClick={() => void Notification.requestPermission().then(setPermission)}
    >
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      Notify me when it's ready
    </button>
  );
}

function DeviceIdentification({ draft }: { draft: Draft }) {
  const text = describeDeviceIdentification(draft.identification);
  return text ? <span>{text}</span> : null;
}

/** Offline captures waiting to be analysed: view the photo, delete it. Renders nothing when empty. */
export function DraftsPanel() {
  const drafts = useDrafts();
  const online = useOnline();
  const [viewing, setViewing] = useState<Draft | null>(null);
  const unidentified = drafts
    .filter(needsDeviceIdentification)
    .map((d) => d.id)
    .join();
  useEffect(() => {
    // The identification worker and its models load only when a draft waits without one.
    if (unidentified) void loadDraftIdentifier().then((m) => m.identifyWaitingDrafts());
  }, [unidentified]);
  if (drafts.length === 0) return null;
  return (
    <section className="card drafts-panel" aria-labelledby="drafts-title">
      <h2 id="drafts-title">
        {DRAFTS_TITLE} ({drafts.length})
      </h2>
      {drafts.some((d) => d.status !== 'failed') && (
        <p className="muted small">{online ? DRAFTS_ONLINE_HINT : DRAFTS_HINT}</p>
      )}
      {drafts.some((d) => d.needsName) && <p className="muted small">{DRAFTS_NAME_HINT}</p>}
      <ul className="drafts-list">
        {drafts.map((draft) => {
          const taken = formatDateTime(new Date(draft.createdAt));
          const title = draftTitle(draft);
          const named = Boolean(draft.correction?.productName || draft.correction?.productCategory);
          return (
            <li key={draft.id} className="draft-row" data-status={draft.status}>
              <DraftPhoto draft={draft} />
              <div className="draft-info">
                <strong className="draft-title">{title ?? 'Photo without a name yet'}</strong>
                <span className="muted small">
                  {ANALYSIS_TYPE_WORDS[draft.type]} · {taken}
                </span>
                <span className={`badge ${draft.status === 'failed' ? 'tone-red' : 'tone-yellow'}`}>
                  {statusText(draft, online)}
                </span>
                {!named && <DeviceIdentification draft={draft} />}
                {/* Only a refusal has words to show: a draft that waits says so in its badge. */}
                {draft.status === 'failed' && draft.error && <span className="draft-error">{draft.error}</span>}
                {draft.status !== 'sending' && !named && <NameDraftForm draft={draft} />}
              </div>
              <div className="draft-actions">
                <button type="button" className="btn btn-sm" onClick={() => setViewing(draft)}>
                  View
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-ghost"
                  onClick={() => void removeDraft(draft.id)}
                  aria-label={`Delete the photo taken ${taken}`}
                >
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <NotifyMe />
      {viewing && (
        <div className="draft-viewer" role="dialog" aria-modal="true" aria-label="Saved photo">
          <DraftPhoto draft={viewing} large />
          <button type="button" className="btn btn-primary" onClick={() => setViewing(null)} autoFocus>
            Close
          </button>
        </div>
      )}
    </section>
  );
}

/** The product's name, typed on a photo's card, offline too: a full analysis waiting for the connection is
 *  sent with the name (once, when it is back); one the server could not name is sent again with it; a
 *  search needs only the name, so it opens at once. */
function NameDraftForm({ draft }: { draft: Draft }) {
  const id = useId();
  const [, navigate] = useLocation();
  const [name, setName] = useState(draft.identification?.productQuery ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const productName = name.trim();
    if (!productName) {
      setProblem('Type the product name.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const path = await finishWithName(draft, productName);
      if (path) navigate(path);
    } catch (err) {
      console.warn('The name could not be kept with the photo', err);
      setProblem(NAME_NOT_KEPT);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="draft-name-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Name this product">
      <label htmlFor={`${id}-name`}>
        {draft.status === 'failed' ? 'What is this product?' : 'What is it? (optional)'}
      </label>
      <div className="row">
        <input
          id={`${id}-name`}
          className="input"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. Electric kettle"
          maxLength={200}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {draft.type !== 'full' ? 'Search' : draft.status === 'failed' ? 'Estimate' : 'Save name'}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="draft-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/** Finishes a capture with the name the user typed; answers the address to open, if any. */
async function finishWithName(draft: Draft, productName: string): Promise<string | null> {
  const offline = await loadOffline();
  if (draft.type !== 'full') {
    const search = await offline.keepSearch({
      type: draft.type === 'suppliers' ? 'suppliers' : 'price',
      query: productName,
      upc: null,
      brand: null,
      thumbnail: await offline.makeThumbnail(draft.image),
    });
    await offline.deleteDraft(draft.id);
    return offline.searchPath(search);
  }
  await offline.nameDraft(draft.id, { productName, productCategory: '' });
  const { registerBackgroundSync, replayNow } = await loadReplayer();
  void registerBackgroundSync();
  void replayNow();
  return null;
}

/** The device store loads with the first deletion, not with the capture screen. */
async function removeDraft(id: string): Promise<void> {
  const { deleteDraft } = await loadOffline();
  await deleteDraft(id);
}
