import type { Analysis } from '@costlens/contracts';
import type { ShareState } from '@costlens/offline';
import { toast } from '../../lib/toasts.ts';
import { shareAnalysis, shareText } from './share-text.ts';

interface ResultActionsProps {
  analysis: Analysis & { id: string };
  share: ShareState | null;
  onNewAnalysis?: () => void;
  onOpenShareDialog(): void;
  onUnshare?(): void;
  onDelete?(): void;
}

/** New analysis, one Share action, and the owner's stop-sharing and delete. Every analysis is kept in
 *  History as soon as it is made, so there is nothing to save by hand: the original's "Save to History"
 *  button showed a 'Saved to History' toast and stored nothing, a defect not carried over. */
export function ResultActions({
  analysis,
  share,
  onNewAnalysis,
  onOpenShareDialog,
  onUnshare,
  onDelete,
}: ResultActionsProps) {
  // Share always means the public link: made first (the dialog asks for a title), then handed to the device's
  // share sheet or copied. The results' own address is private to this device and never shared.
  const onShare = async () => {
    if (!share) {
      onOpenShareDialog();
      return;
    }
    try {
      const outcome = await shareAnalysis(shareText(analysis), share.shareUrl);
      if (outcome === 'copied')
        toast({
          title: 'Copied to Clipboard',
          description: 'The analysis summary and its public link are ready to paste.',
        });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Your browser blocked the clipboard. Open the link below and copy it from there.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="result-actions">
      {onNewAnalysis && (
        <button type="button" className="btn btn-primary" onClick={onNewAnalysis}>
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 5v14M5 12h14" />
          </svg>
          New Analysis
        </button>
      )}
      <div className="result-actions-secondary">
        <button type="button" className="btn" onClick={() => void onShare()}>
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <circle cx="18" cy="5" r="3" />
            <circle cx="6" cy="12" r="3" />
            <circle cx="18" cy="19" r="3" />
            <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
          </svg>
          Share Analysis
        </button>
        {share && onUnshare && (
          <button type="button" className="btn" onClick={onUnshare}>
            Stop Sharing
          </button>
        )}
        {onDelete && (
          <button type="button" className="btn btn-danger" onClick={onDelete}>
            Delete
          </button>
        )}
      </div>
      {share && (
        <p className="small muted result-share-link">
          Public link:{' '}
          <a href={share.shareUrl} target="_blank" rel="noopener noreferrer">
            {share.shareUrl}
          </a>
        </p>
      )}
    </div>
  );
}
