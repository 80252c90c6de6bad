import { useState } from 'react';
import type { Analysis } from '@costlens/contracts';
import { toast } from '../../lib/toasts.ts';
import type { ShareState } from '@costlens/offline';
import { loadOffline } from '../../lazy.ts';
import { dataUrlToBlob } from '../../lib/image-data.ts';
import { shareAnalysis, shareText } from './share-text.ts';

interface ResultActionsProps {
  analysis: Analysis & { id: string };
  image?: string | null;
  share: ShareState | null;
  onNewAnalysis?: () => void;
  onOpenShareDialog(): void;
}

/** New analysis, Share Analysis, the public link, and Save to History. */
export function ResultActions({ analysis, image, share, onNewAnalysis, onOpenShareDialog }: ResultActionsProps) {
  const [saving, setSaving] = useState(false);

  const onShare = async () => {
    // The public link once there is one: the results screen's own address is private to this device.
    const url = share?.shareUrl ?? location.href;
    try {
      const outcome = await shareAnalysis(shareText(analysis), url);
      if (outcome === 'copied')
        toast({ title: 'Copied to Clipboard', description: 'The analysis summary and link are ready to paste.' });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Your browser blocked the clipboard. Select and copy the text manually.',
        variant: 'destructive',
      });
    }
  };

  // The original only showed the 'Saved to History' toast and stored nothing; this really
  // keeps the analysis on the device, so it is in /history and opens offline.
  const onSave = async () => {
    setSaving(true);
    try {
      // The device store (Dexie) loads on the first save, not with the results screen.
      const { makeThumbnail, saveToHistory, toHistoryRecord } = await loadOffline();
      const thumbnail = image ? await makeThumbnail(dataUrlToBlob(image)) : null;
      await saveToHistory(toHistoryRecord(analysis, share), thumbnail);
      toast({ title: 'Saved to History', description: 'You can find this analysis in your history, also offline.' });
    } catch (err) {
      const { StorageFullError } = await loadOffline();
      const full = err instanceof StorageFullError;
      toast({
        title: full ? 'Storage Full' : 'Save Failed',
        description: err instanceof Error ? err.message : 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
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
            strokeLinecap="round"
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
        <button type="button" className="btn" onClick={onOpenShareDialog}>
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
            <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
            <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
          </svg>
          {share ? 'View Public Link' : 'Get Public Link'}
        </button>
        <button type="button" className="btn" onClick={() => void onSave()} disabled={saving}>
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
            <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" />
          </svg>
          Save to History
        </button>
      </div>
    </div>
  );
}
