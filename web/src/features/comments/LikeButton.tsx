import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LikesResponse } from '@costlens/contracts';
import { toast } from '../../lib/toasts.ts';
import { usePendingOutbox } from '../../offline/use-offline-views.ts';
import { sendOrQueue } from '../../offline/send-or-queue.ts';
import { endpointKey } from '../../lib/api-client.ts';
import { getUserFingerprint } from './fingerprint.ts';

/** 'Like' for exactly 1, 'Likes' otherwise (0 Likes, 2 Likes). */
export function likeLabel(count: number): string {
  return `${count} ${count === 1 ? 'Like' : 'Likes'}`;
}

export function likesQueryKey(analysisId: string, fingerprint: string) {
  return endpointKey('getLikes', { id: analysisId }, { userFingerprint: fingerprint });
}

/** The like button: counts, and once this browser has liked, stays disabled and filled. */
export function LikeButton({ analysisId }: { analysisId: string }) {
  const [fingerprint] = useState(() => getUserFingerprint());
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
  const pendingLike = usePendingOutbox({ target: analysisId, kind: 'like' }).length > 0;
  const serverHasLiked = likes.data?.hasLiked ?? false;
  const count = (likes.data?.likeCount ?? 0) + (pendingLike && !serverHasLiked ? 1 : 0);
  const hasLiked = serverHasLiked || pendingLike;
  return (
    <button
      type="button"
      className={hasLiked ? 'btn like-button liked' : 'btn like-button'}
      aria-pressed={hasLiked}
      disabled={hasLiked || like.isPending || (!likes.data && !pendingLike)}
      onClick={() => {
        if (!hasLiked) like.mutate();
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
      {likeLabel(count)}
      {pendingLike && !serverHasLiked && <span className="badge tone-yellow pending-badge">pending</span>}
    </button>
  );
}
