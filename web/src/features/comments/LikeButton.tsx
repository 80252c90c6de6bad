import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LikesResponse } from '@costlens/contracts';
import { toast } from '../../app/toast-store.ts';
import { apiJson } from '../../lib/api.ts';
import { getUserFingerprint } from './fingerprint.ts';

/** 'Like' for exactly 1, 'Likes' otherwise (0 Likes, 2 Likes). */
export function likeLabel(count: number): string {
  return `${count} ${count === 1 ? 'Like' : 'Likes'}`;
}

export function likesQueryKey(analysisId: string, fingerprint: string) {
  return ['/api/analyses', analysisId, `likes?userFingerprint=${encodeURIComponent(fingerprint)}`] as const;
}

/** The like button: counts, and once this browser has liked, stays disabled and filled. */
export function LikeButton({ analysisId }: { analysisId: string }) {
  const [fingerprint] = useState(() => getUserFingerprint());
  const queryClient = useQueryClient();
  const key = likesQueryKey(analysisId, fingerprint);
  const likes = useQuery<LikesResponse>({ queryKey: key });
  const like = useMutation({
    mutationFn: () => apiJson<unknown>('POST', `/api/analyses/${encodeURIComponent(analysisId)}/like`, { userFingerprint: fingerprint }),
    onSuccess: () => {
      queryClient.setQueryData<LikesResponse>(key, (old) => ({ likeCount: (old?.likeCount ?? 0) + 1, hasLiked: true }));
      void queryClient.invalidateQueries({ queryKey: key });
      toast({ title: 'Thanks for the feedback!', description: 'Your like has been recorded.' });
    },
    onError: () => {
      // Spec §8: any like failure reads as already liked; the server's count is fetched again.
      void queryClient.invalidateQueries({ queryKey: key });
      toast({ title: 'Already Liked', description: "You've already liked this analysis!", variant: 'destructive' });
    },
  });
  const count = likes.data?.likeCount ?? 0;
  const hasLiked = likes.data?.hasLiked ?? false;
  return (
    <button
      type="button"
      className={hasLiked ? 'btn like-button liked' : 'btn like-button'}
      aria-pressed={hasLiked}
      disabled={hasLiked || like.isPending || !likes.data}
      onClick={() => { if (!hasLiked) like.mutate(); }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" fill={hasLiked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.2 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.8 0 5.9 3.9 4.5 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      {likeLabel(count)}
    </button>
  );
}
