import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LikesResponse } from '@costlens/contracts';
import { toast } from '../../lib/toasts.ts';
import { usePendingOutbox } from '../../offline/use-offline-views.ts';
import { sendOrQueue } from '../../offline/send-or-queue.ts';
import { callApi, endpointKey } from '../../lib/api-client.ts';
import { userMessage } from '../../lib/error-messages.ts';
import { useOnline } from '../../lib/use-online.ts';
import { loadOffline } from '../../lazy.ts';
import { getUserFingerprint } from './fingerprint.ts';

/** 'Like' for exactly 1, 'Likes' otherwise (0 Likes, 2 Likes). */
export function likeLabel(count: number): string {
  return `${count} ${count === 1 ? 'Like' : 'Likes'}`;
}

export function likesQueryKey(analysisId: string, fingerprint: string) {
  return endpointKey('getLikes', { id: analysisId }, { userFingerprint: fingerprint });
}

/** Why the button cannot do what it shows, or what a count it cannot show waits for; null when it can. */
export function likeNote(state: { online: boolean; known: boolean; liked: boolean; pending: boolean }): string | null {
  if (state.online) return null;
  if (state.pending) return "You're offline: your like is sent when you're back online. Tap again to take it back.";
  if (state.liked) return "You're offline: you can take your like back when you're back online.";
  if (!state.known) return "You're offline: the count shows when you're back online. A like is sent then.";
  return null;
}

/** The like button: counts, and a second tap takes the like back (a like still waiting to be sent is
 *  dropped from the device's queue). Offline it says what it can and cannot do. */
export function LikeButton({ analysisId }: { analysisId: string }) {
  const [fingerprint] = useState(() => getUserFingerprint());
  const online = useOnline();
  const queryClient = useQueryClient();
  const key = likesQueryKey(analysisId, fingerprint);
  const likes = useQuery<LikesResponse>({ queryKey: key });
  const like = useMutation({
    // Offline the like waits in the outbox; the button shows it at once, marked pending.
    mutationFn: async () =>
      (
        await sendOrQueue({
          kind: 'like',
          target: analysisId,
          endpoint: 'like',
          params: { id: analysisId },
          body: { userFingerprint: fingerprint },
        })
      ).status,
    onSuccess: (status) => {
      if (status === 'queued') {
        toast({ title: 'Like saved', description: "You're offline. It will be sent when you're back online." });
        return;
      }
      queryClient.setQueryData<LikesResponse>(key, (old) => ({ likeCount: (old?.likeCount ?? 0) + 1, hasLiked: true }));
      void queryClient.invalidateQueries({ queryKey: key });
      toast({ title: 'Thanks for the feedback!', description: 'Your like has been recorded.' });
    },
    onError: () => {
      // Any like failure reads as already liked (the server refuses only a repeat); its count is fetched again.
      void queryClient.invalidateQueries({ queryKey: key });
      toast({ title: 'Already Liked', description: "You've already liked this analysis!", variant: 'destructive' });
    },
  });
  const pending = usePendingOutbox({ target: analysisId, kind: 'like' });
  const unlike = useMutation({
    mutationFn: async () => {
      if (pending.length > 0) {
        // Never sent: taking it back is dropping it from the queue, with or without a connection.
        const { removeOutboxItem } = await loadOffline();
        await Promise.all(pending.flatMap((item) => (item.id === undefined ? [] : [removeOutboxItem(item.id)])));
        return null;
      }
      return callApi('unlike', { params: { id: analysisId }, query: { userFingerprint: fingerprint } });
    },
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData<LikesResponse>(key, answer);
      toast({ title: 'Like removed', description: 'Your like is taken back.' });
    },
    onError: (err) => {
      void queryClient.invalidateQueries({ queryKey: key });
      toast({ title: 'Like not removed', description: userMessage(err), variant: 'destructive' });
    },
  });
  const pendingLike = pending.length > 0;
  const serverHasLiked = likes.data?.hasLiked ?? false;
  const known = likes.data !== undefined;
  const count = (likes.data?.likeCount ?? 0) + (pendingLike && !serverHasLiked ? 1 : 0);
  const hasLiked = serverHasLiked || pendingLike;
  const note = likeNote({ online, known, liked: serverHasLiked, pending: pendingLike });
  const busy = like.isPending || unlike.isPending;
  // Taking back a like the server holds needs the server; everything else works offline too.
  const blocked = busy || (serverHasLiked && !pendingLike && !online) || (online && likes.isPending && !pendingLike);
  const noteId = `like-note-${analysisId}`;
  return (
    <div className="like-control">
      <button
        type="button"
        className={hasLiked ? 'btn like-button liked' : 'btn like-button'}
        aria-pressed={hasLiked}
        aria-describedby={note ? noteId : undefined}
        disabled={blocked}
        onClick={() => {
          if (hasLiked) unlike.mutate();
          else like.mutate();
        }}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill={hasLiked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.2 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.8 0 5.9 3.9 4.5 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
        {known || pendingLike ? likeLabel(count) : 'Like'}
        {pendingLike && !serverHasLiked && <span className="badge tone-yellow pending-badge">pending</span>}
      </button>
      {note && (
        <p id={noteId} className="small muted like-note">
          {note}
        </p>
      )}
    </div>
  );
}
