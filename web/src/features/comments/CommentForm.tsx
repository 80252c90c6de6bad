import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentCreate } from '@costlens/contracts';
import { toast } from '../../lib/toasts.ts';
import { sendOrQueue } from '../../offline/send-or-queue.ts';
import { LIMITS } from '@costlens/contracts/limits';
import { endpointKey } from '../../lib/api-client.ts';
import { userMessage } from '../../lib/error-messages.ts';

export function commentsQueryKey(analysisId: string) {
  return endpointKey('listComments', { id: analysisId });
}

/** 'Add Comment': name and comment are required (non-blank after trimming), email is optional. */
export function CommentForm({ analysisId }: { analysisId: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [content, setContent] = useState('');
  const queryClient = useQueryClient();
  const post = useMutation({
    // Offline (or when the connection drops) the comment waits in the outbox and shows as pending.
    mutationFn: async (body: CommentCreate) =>
      (
        await sendOrQueue({
          kind: 'comment',
          target: analysisId,
          endpoint: 'addComment',
          params: { id: analysisId },
          body,
        })
      ).status,
    // The name and email stay for the next comment. The comment box is cleared only if it still holds
    // what was sent: a person may already be typing the next one while this one posts.
    onSuccess: (status, sent) => {
      setContent((typed) => (typed.trim() === sent.content ? '' : typed));
      if (status === 'queued') {
        toast({ title: 'Comment saved', description: "You're offline. It will be posted when you're back online." });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: commentsQueryKey(analysisId) });
      toast({ title: 'Comment Added' });
    },
    onError: (err) =>
      toast({
        title: 'Failed to Add Comment',
        description: userMessage(err, 'Please try again.'),
        variant: 'destructive',
      }),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !content.trim()) {
      toast({
        title: 'Missing Information',
        description: 'Please provide your name and a comment.',
        variant: 'destructive',
      });
      return;
    }
    post.mutate({ authorName: name.trim(), authorEmail: email.trim(), content: content.trim() });
  };

  return (
    <form className="comment-form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Add Comment</h3>
      <div className="grid grid-2">
        <div>
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-required="true"
            autoComplete="name"
            maxLength={LIMITS.authorName}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`}>
            Email <span className="muted">(optional)</span>
          </label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            maxLength={LIMITS.authorEmail}
            aria-describedby={`${id}-email-use`}
          />
          <p id={`${id}-email-use`} className="small muted field-hint">
            Only the person who shared this analysis sees it, so they can write back. Never shown to others.
          </p>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-content`}>Comment</label>
        <textarea
          id={`${id}-content`}
          className="input"
          rows={3}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          aria-required="true"
          maxLength={LIMITS.commentContent}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={post.isPending}>
        {post.isPending ? 'Posting...' : 'Post Comment'}
      </button>
    </form>
  );
}
