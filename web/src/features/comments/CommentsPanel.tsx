import { CommentForm } from './CommentForm.tsx';
import { CommentList } from './CommentList.tsx';
import { LikeButton } from './LikeButton.tsx';
import './comments.css';

/** Likes and comments of one analysis; anyone may take part anonymously. */
export default function CommentsPanel({ analysisId }: { analysisId: string }) {
  return (
    <section className="card comments-panel" aria-labelledby={`community-${analysisId}`}>
      <div className="row">
        <h2 id={`community-${analysisId}`}>Comments &amp; Community</h2>
        <span className="spacer" />
        <LikeButton analysisId={analysisId} />
      </div>
      <CommentForm analysisId={analysisId} />
      <CommentList analysisId={analysisId} />
    </section>
  );
}
