import { useQuery } from '@tanstack/react-query';
import type { CommentListResponse } from '@costlens/contracts';
import { formatCommentDate } from '@costlens/domain';
import { usePendingOutbox } from '../../offline/use-offline-views.ts';
import { commentsQueryKey } from './CommentForm.tsx';

/** The comments with their count; text is rendered as text, never as markup. */
export function CommentList({ analysisId }: { analysisId: string }) {
  const comments = useQuery<CommentListResponse>({ queryKey: commentsQueryKey(analysisId) });
  const list = comments.data?.comments ?? [];
  // Comments typed offline, not yet on the server: shown after the others, marked pending.
  const pending = usePendingOutbox({ target: analysisId, kind: 'comment' }).map((item) => ({
    key: item.idempotencyKey,
    createdAt: new Date(item.createdAt).toISOString(),
    ...(item.request.body as { authorName: string; content: string }),
  }));
  return (
    <section className="comment-list" aria-labelledby={`comments-count-${analysisId}`} aria-busy={comments.isLoading}>
      <h3 id={`comments-count-${analysisId}`}>Comments ({list.length + pending.length})</h3>
      {comments.isLoading && <div className="skeleton" style={{ height: 64 }} />}
      {comments.isError && pending.length === 0 && (
        <p className="muted">
          Comments could not be loaded.{' '}
          <button type="button" className="btn btn-sm" onClick={() => void comments.refetch()}>
            Try Again
          </button>
        </p>
      )}
      {comments.isSuccess && list.length === 0 && pending.length === 0 && (
        <p className="muted">No comments yet. Be the first to share your thoughts.</p>
      )}
      <ul>
        {list.map((c) => (
          <li key={c.id} className="comment">
            <div className="comment-head">
              <span className="comment-avatar" aria-hidden="true">
                {c.authorName.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <strong>{c.authorName}</strong>
              <time className="muted small" dateTime={c.createdAt}>
                {formatCommentDate(c.createdAt)}
              </time>
            </div>
            <p className="comment-content">{c.content}</p>
          </li>
        ))}
        {pending.map((c) => (
          <li key={c.key} className="comment comment-pending">
            <div className="comment-head">
              <span className="comment-avatar" aria-hidden="true">
                {c.authorName.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <strong>{c.authorName}</strong>
              <time className="muted small" dateTime={c.createdAt}>
                {formatCommentDate(c.createdAt)}
              </time>
              <span className="badge tone-yellow pending-badge">pending</span>
            </div>
            <p className="comment-content">{c.content}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
