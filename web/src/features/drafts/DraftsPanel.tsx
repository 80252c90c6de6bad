import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { AnalysisType } from '@costlens/contracts';
import type { Draft, DraftStatus } from '@costlens/offline';
import { describeDeviceIdentification, needsDeviceIdentification } from './describe.ts';
import { loadDraftIdentifier, loadOffline, loadReplayer } from '../../lazy.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useDrafts } from '../../offline/use-offline-views.ts';

const TYPE_LABELS: Record<AnalysisType, string> = {
  full: 'Full Business Analysis',
  price: 'Quick Price Comparison',
  suppliers: 'Find Suppliers',
  url: 'Product page search',
};

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
      alt={`Photo saved ${new Date(draft.createdAt).toLocaleString('en-CA')}`}
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
      className="btn btn-ghost"
      onClick={() => void Notification.requestPermission().then(setPermission)}
    >
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
      <div className="drafts-head">
        <h2 id="drafts-title">
          {DRAFTS_TITLE} ({drafts.length})
        </h2>
        <NotifyMe />
      </div>
      {drafts.some((d) => d.status !== 'failed') && (
        <p className="muted">{online ? DRAFTS_ONLINE_HINT : DRAFTS_HINT}</p>
      )}
      {drafts.some((d) => d.needsName) && <p className="muted">{DRAFTS_NAME_HINT}</p>}
      <ul className="drafts-list">
        {drafts.map((draft) => (
          <li key={draft.id} className="draft-row" data-status={draft.status}>
            <DraftPhoto draft={draft} />
            <div className="draft-info">
              <strong>{TYPE_LABELS[draft.type]}</strong>
              <span className="muted">
                {new Date(draft.createdAt).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' })}
              </span>
              <span className={`badge ${draft.status === 'failed' ? 'tone-red' : 'tone-yellow'}`}>
                {statusText(draft, online)}
              </span>
              {draft.correction?.productName && draft.status !== 'failed' && (
                <span>Named by you: {draft.correction.productName}</span>
              )}
              <DeviceIdentification draft={draft} />
              {draft.error && <span className="draft-error">{draft.error}</span>}
              {draft.status === 'failed' && draft.needsName && <NameDraftForm draft={draft} />}
            </div>
            <div className="draft-actions">
              <button type="button" className="btn" onClick={() => setViewing(draft)}>
                View
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => void removeDraft(draft.id)}
                aria-label={`Delete the photo saved ${new Date(draft.createdAt).toLocaleString('en-CA')}`}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
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

/** What a capture the server could not name shows, typed on its card: a full analysis is sent again
 *  with the name (queued when offline); a search needs only the name, so it opens at once. */
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
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="draft-name-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Name this product">
      <label htmlFor={`${id}-name`}>What is this product?</label>
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
          {draft.type === 'full' ? 'Estimate' : 'Search'}
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
