import { useEffect, useState } from 'react';
import type { AnalysisType } from '@costlens/contracts';
import type { Draft, DraftStatus } from '@costlens/offline';
import { describeDeviceIdentification, needsDeviceIdentification } from './describe.ts';
import { loadDraftIdentifier, loadOffline } from '../../lazy.ts';
import { useDrafts } from '../../offline/use-offline-views.ts';

const TYPE_LABELS: Record<AnalysisType, string> = {
  full: 'Full Business Analysis',
  price: 'Quick Price Comparison',
  suppliers: 'Find Suppliers',
  url: 'Product page search',
};

export const DRAFT_STATUS_TEXT: Record<DraftStatus, string> = {
  waiting: 'Waiting for connection',
  sending: 'Analyzing...',
  failed: 'Failed',
};

export const DRAFTS_TITLE = 'Saved offline';
export const DRAFTS_HINT = "These photos are kept on this device and will be analysed when you're back online.";

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
      <p className="muted">{DRAFTS_HINT}</p>
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
                {DRAFT_STATUS_TEXT[draft.status]}
              </span>
              <DeviceIdentification draft={draft} />
              {draft.error && <span className="draft-error">{draft.error}</span>}
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

/** The device store loads with the first deletion, not with the capture screen. */
async function removeDraft(id: string): Promise<void> {
  const { deleteDraft } = await loadOffline();
  await deleteDraft(id);
}
