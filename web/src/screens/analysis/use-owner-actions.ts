// What the owner can do with an analysis on its page: share it (the dialog makes the link), stop sharing,
// delete, and correct the product. Each keeps this device's copy in step with the server.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { StoredAnalysis } from '@costlens/contracts';
import type { ShareState } from '@costlens/offline';
import { shareLinkFor } from '../../features/analysis-summary/index.ts';
import { loadOffline } from '../../lazy.ts';
import { ApiError, callApi, refreshEndpoints } from '../../lib/api-client.ts';
import { isNetworkFailure, kindChoicesOf, userMessage } from '../../lib/error-messages.ts';
import type { KindChoiceRef } from '../../lib/error-messages.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { toast } from '../../lib/toasts.ts';
import { submitCorrection } from '../../offline/submit-analysis.ts';

export interface Correction {
  productName: string;
  productCategory: string;
}

export const CORRECTION_NEEDS_CONNECTION =
  "You're offline. A correction needs a connection; try again when you're back online.";

/** The share state a stored analysis has on the server. */
export function shareStateOf(stored: StoredAnalysis, origin = publicOrigin()): ShareState | null {
  if (!stored.shareToken) return null;
  return {
    shareToken: stored.shareToken,
    shareUrl: shareLinkFor(stored.shareToken, origin),
    shareTitle: stored.shareTitle ?? '',
    shareDescription: stored.shareDescription ?? '',
  };
}

const CHANGED = ['getAnalysis', 'listAnalyses', 'listPublic', 'getShared'] as const;

export function useOwnerActions(stored: StoredAnalysis, photo: Blob | null) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [reestimating, setReestimating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The corrected words were no kind the server knows: its closest kinds, offered with its words.
  const [kindChoices, setKindChoices] = useState<readonly KindChoiceRef[] | null>(null);
  // Said on the page, under the back link, where nothing covers the photo or the heading.
  const [notice, setNotice] = useState<string | null>(null);

  /** Keeps this device's copy as the server now has it. */
  const keepOnDevice = async (next: StoredAnalysis) => {
    const { saveToHistory } = await loadOffline();
    await saveToHistory(next).catch(() => undefined);
  };

  return {
    reestimating,
    failure,
    kindChoices,
    notice,

    async shared(share: ShareState) {
      await keepOnDevice({
        ...stored,
        shareToken: share.shareToken,
        shareTitle: share.shareTitle,
        shareDescription: share.shareDescription,
        isPublic: true,
      });
      // The community card, the shared page and its link preview show the product photo: the server makes a
      // small copy and a 1200 × 630 preview from the photo as it was analysed (≤ 1600 px).
      if (photo) {
        const form = new FormData();
        form.append('image', new File([photo], 'photo.jpg', { type: 'image/jpeg' }));
        await callApi('putThumbnail', { params: { id: stored.id }, body: form }).catch((err: unknown) =>
          console.warn('The shared photo could not be sent', err),
        );
      }
      await refreshEndpoints(queryClient, CHANGED);
    },

    /** Answers whether the link was withdrawn. */
    async unshare(): Promise<boolean> {
      try {
        await callApi('unshareAnalysis', { params: { id: stored.id } });
      } catch (err) {
        toast({ title: 'Could not stop sharing', description: userMessage(err), variant: 'destructive' });
        return false;
      }
      await keepOnDevice({ ...stored, shareToken: null, shareTitle: null, shareDescription: null, isPublic: false });
      await refreshEndpoints(queryClient, CHANGED);
      toast({ title: 'No longer shared', description: 'The public link no longer works.' });
      return true;
    },

    async remove() {
      if (!confirm(`Delete the analysis of ${stored.productName}? Its comments and likes go with it.`)) return;
      try {
        await callApi('deleteAnalysis', { params: { id: stored.id } });
      } catch (err) {
        // Already gone on the server: the device copy goes too.
        if (!(err instanceof ApiError && err.code === 'not_found')) {
          toast({ title: 'Could not delete', description: userMessage(err), variant: 'destructive' });
          return;
        }
      }
      const { removeFromHistory } = await loadOffline();
      await removeFromHistory(stored.id).catch(() => undefined);
      queryClient.removeQueries({ queryKey: ['getAnalysis', { id: stored.id }] });
      await refreshEndpoints(queryClient, CHANGED);
      toast({ title: 'Analysis deleted' });
      navigate('/history', { replace: true });
    },

    /** Estimates the product again as the user names it: with the photo when this device still has it,
     *  from the words alone when it does not (a typed name needs no photo). */
    async reestimate(c: Correction) {
      if (navigator.onLine === false) {
        setFailure(CORRECTION_NEEDS_CONNECTION);
        return;
      }
      setReestimating(true);
      setFailure(null);
      setKindChoices(null);
      setNotice(null);
      try {
        const res = await submitCorrection(photo, { ...c, replaces: stored.id });
        const next = res.analysis!;
        const { replaceHistoryItem, saveToHistory, toHistoryRecord } = await loadOffline();
        // The server keeps the corrected analysis under the same id: its link, its photo and its date stay.
        const record = {
          ...toHistoryRecord(next, shareStateOf(stored)),
          createdAt: stored.createdAt,
          viewCount: stored.viewCount,
        };
        if (!(await replaceHistoryItem(stored.id, record))) await saveToHistory(record, null, photo);
        await refreshEndpoints(queryClient, CHANGED);
        setNotice(`Estimated again as ${next.productName}.`);
        if (next.id !== stored.id) navigate(`/analysis/${encodeURIComponent(next.id)}`, { replace: true });
      } catch (err) {
        setFailure(isNetworkFailure(err) ? CORRECTION_NEEDS_CONNECTION : userMessage(err));
        setKindChoices(kindChoicesOf(err));
      } finally {
        setReestimating(false);
      }
    },
  };
}
