/** Makes an analysis public and shows its link: form state, then success state; 'Done' closes. */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ShareRequest, ShareResponse } from '@costlens/contracts';
import { toast } from '../../lib/toasts.ts';
import { callApi } from '../../lib/api-client.ts';
import { userMessage } from '../../lib/error-messages.ts';
import { rememberPublicOrigin } from '../../lib/public-origin.ts';
import { LIMITS } from '@costlens/contracts/limits';
import { defaultShareDescription, defaultShareTitle, isShareFormComplete } from './share-defaults.ts';
import './share.css';

export interface ShareResult extends ShareResponse {
  shareTitle: string;
  shareDescription: string;
}

export interface ShareDialogProps {
  /** The analysis' real, stored id. (The original sent a fixed placeholder id here, so every share
   *  pointed at the same record, a defect fixed here.) */
  analysisId: string;
  productName: string;
  /** The estimate the prefilled description states (the cost range as shown, and the confidence). */
  estimate?: { range: string; confidence: number };
  open: boolean;
  /** A link made earlier in this session: the dialog opens on it instead of the form. */
  existingLink?: string | null;
  onClose(): void;
  onShared?(result: ShareResult): void;
}

/** The link as an absolute address, whether the API answered a path or a full URL. */
export function absoluteShareUrl(shareUrl: string, origin: string = location.origin): string {
  return new URL(shareUrl, origin).href;
}

function canUseShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export default function ShareDialog({
  analysisId,
  productName,
  estimate,
  open,
  existingLink = null,
  onClose,
  onShared,
}: ShareDialogProps) {
  const id = useId();
  const [title, setTitle] = useState(() => defaultShareTitle(productName));
  const [description, setDescription] = useState(() =>
    defaultShareDescription(estimate && { productName, ...estimate }),
  );
  const [link, setLink] = useState<string | null>(existingLink);
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);

  const share = useMutation({
    mutationFn: (body: ShareRequest) => callApi('shareAnalysis', { params: { id: analysisId }, body }),
    onSuccess: (res, body) => {
      const url = absoluteShareUrl(res.shareUrl);
      rememberPublicOrigin(url);
      setLink(url);
      onShared?.({ ...res, shareUrl: url, ...body });
      toast({
        title: 'Analysis Shared Successfully!',
        description: 'Your analysis is now publicly accessible via the share link.',
      });
    },
    onError: (err) =>
      toast({
        title: 'Sharing Failed',
        description: userMessage(err, 'Failed to share analysis. Please try again.'),
        variant: 'destructive',
      }),
  });

  useEffect(() => {
    if (!open) return;
    returnFocus.current = document.activeElement;
    dialogRef.current?.querySelector<HTMLElement>('input, button')?.focus();
    return () => {
      (returnFocus.current as HTMLElement | null)?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!isShareFormComplete(title, description)) {
      toast({
        title: 'Missing Information',
        description: 'Please provide both a title and description for your shared analysis.',
        variant: 'destructive',
      });
      return;
    }
    share.mutate({ shareTitle: title.trim(), shareDescription: description.trim() });
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link Copied!', description: 'Share link has been copied to your clipboard.' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Please manually copy the link above.', variant: 'destructive' });
    }
  };

  // The device's share sheet, where there is one; a dismissed sheet is not an error.
  const shareLink = async () => {
    if (!link) return;
    try {
      await navigator.share({ title: title.trim() || productName, url: link });
    } catch (err) {
      if ((err as { name?: string }).name !== 'AbortError') await copy();
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    // Keep focus inside the modal.
    const focusable = [
      ...dialogRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, textarea'),
    ];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}
      >
        <div className="row modal-head">
          <h2 id={`${id}-title`}>{link ? 'Your Share Link' : 'Share Analysis Publicly'}</h2>
          <span className="spacer" />
          <button type="button" className="btn btn-ghost btn-icon" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {link ? (
          <div className="stack">
            <p className="muted">Anyone with this link can view the analysis, like it and comment.</p>
            <label htmlFor={`${id}-link`}>Share link</label>
            <input
              id={`${id}-link`}
              className="input"
              value={link}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <div className="share-link-actions">
              {canUseShareSheet() && (
                <button type="button" className="btn btn-primary" onClick={() => void shareLink()}>
                  Share
                </button>
              )}
              <button type="button" className="btn" onClick={() => void copy()}>
                Copy Link
              </button>
              <a className="btn" href={link} target="_blank" rel="noopener noreferrer">
                Open Link
              </a>
              <button type="button" className="btn btn-primary" onClick={onClose}>
                Done
              </button>
            </div>
          </div>
        ) : (
          <form className="stack" onSubmit={onSubmit} noValidate>
            <p className="muted">Create a public link to this analysis. It will appear in the community gallery.</p>
            <div>
              <label htmlFor={`${id}-share-title`}>Share Title</label>
              <input
                id={`${id}-share-title`}
                className="input"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                aria-required="true"
                maxLength={LIMITS.shareTitle}
              />
            </div>
            <div>
              <label htmlFor={`${id}-share-description`}>Description</label>
              <textarea
                id={`${id}-share-description`}
                className="input"
                rows={4}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                aria-required="true"
                maxLength={LIMITS.shareDescription}
              />
            </div>
            <div className="row">
              <span className="spacer" />
              <button type="button" className="btn" onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary" disabled={share.isPending}>
                {share.isPending ? 'Creating...' : 'Create Share Link'}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
