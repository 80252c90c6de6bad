import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@costlens/contracts';
import { currentToast, fakeApi, json, renderInApp } from '../../test-support/app.tsx';
import type { RecordedRequest } from '../../test-support/app.tsx';
import CommentsPanel from './CommentsPanel.tsx';
import { getUserFingerprint } from './fingerprint.ts';
import { likeLabel } from './LikeButton.tsx';

const ID = 'an_0123456789abcdef';
let likes: { likeCount: number; hasLiked: boolean };
let comments: Comment[];
let requests: RecordedRequest[];

function comment(n: number, content: string, createdAt: string): Comment {
  return { id: `c${n}`, analysisId: ID, authorName: `Reader ${n}`, authorEmail: null, content, createdAt };
}

beforeEach(() => {
  localStorage.clear();
  likes = { likeCount: 1, hasLiked: false };
  comments = [comment(1, 'Battery seems underestimated.', '2026-01-05T12:00:00')];
  const fp = getUserFingerprint();
  requests = fakeApi({
    [`GET /api/analyses/${ID}/likes?userFingerprint=${fp}`]: () => json(likes),
    [`POST /api/analyses/${ID}/like`]: () => {
      if (likes.hasLiked) return json({ error: 'Already liked' }, 409);
      likes = { likeCount: likes.likeCount + 1, hasLiked: true };
      return json({ success: true });
    },
    [`GET /api/analyses/${ID}/comments`]: () => json({ comments }),
    [`POST /api/analyses/${ID}/comments`]: (req) => {
      const body = req.body as { authorName: string; authorEmail: string; content: string };
      if (body.content.includes('reject')) return json({ error: 'Comment is too long' }, 400);
      comments = [
        ...comments,
        { ...comment(comments.length + 1, body.content, '2026-02-14T09:00:00'), authorName: body.authorName },
      ];
      return json({ comment: comments.at(-1) }, 201);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('like button', () => {
  it.each([
    [0, '0 Likes'],
    [1, '1 Like'],
    [2, '2 Likes'],
    [21, '21 Likes'],
  ])('%d → %s', (n, label) => {
    expect(likeLabel(n)).toBe(label);
  });

  it('sends the stored fingerprint, thanks the visitor, then stays disabled and filled', async () => {
    renderInApp(<CommentsPanel analysisId={ID} />);
    const button = await screen.findByRole('button', { name: '1 Like' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const liked = await screen.findByRole('button', { name: '2 Likes' });
    expect(requests.find((r) => r.method === 'POST' && r.path.endsWith('/like'))?.body).toEqual({
      userFingerprint: getUserFingerprint(),
    });
    expect(currentToast()).toMatchObject({
      title: 'Thanks for the feedback!',
      description: 'Your like has been recorded.',
    });
    expect((liked as HTMLButtonElement).disabled).toBe(true);
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(liked.querySelector('svg')?.getAttribute('fill')).toBe('currentColor');
  });

  it('is disabled from the start when this browser already liked', async () => {
    likes = { likeCount: 3, hasLiked: true };
    renderInApp(<CommentsPanel analysisId={ID} />);
    const button = await screen.findByRole('button', { name: '3 Likes' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows 'Already Liked' when the server refuses the like", async () => {
    renderInApp(<CommentsPanel analysisId={ID} />);
    const button = await screen.findByRole('button', { name: '1 Like' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    likes = { likeCount: 1, hasLiked: true }; // liked meanwhile in another tab
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Already Liked',
        description: "You've already liked this analysis!",
        variant: 'destructive',
      }),
    );
  });
});

describe('comments', () => {
  it("lists the comments with their count and 'MMM d, yyyy' dates, as text", async () => {
    comments.push(comment(2, '<img src=x onerror=alert(1)> nice', '2026-12-31T18:00:00'));
    renderInApp(<CommentsPanel analysisId={ID} />);
    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
    expect(screen.getByText('Jan 5, 2026')).toBeTruthy();
    expect(screen.getByText('Dec 31, 2026')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)> nice')).toBeTruthy();
    expect(document.querySelector('.comment img')).toBeNull();
  });

  it.each([
    ['', 'Looks right'],
    ['Ana', '   '],
    ['  ', ''],
  ])("refuses name %j with comment %j: 'Missing Information'", async (name, content) => {
    renderInApp(<CommentsPanel analysisId={ID} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: content } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(currentToast()).toMatchObject({
      title: 'Missing Information',
      description: 'Please provide your name and a comment.',
      variant: 'destructive',
    });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("posts a comment with an optional email, says 'Comment Added', clears the comment, keeps the name and lists it", async () => {
    renderInApp(<CommentsPanel analysisId={ID} />);
    await screen.findByRole('heading', { name: 'Comments (1)' });
    expect(screen.getByLabelText(/Email/).getAttribute('type')).toBe('email');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Ana  ' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'The housing looks like polycarbonate.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      authorName: 'Ana',
      authorEmail: '',
      content: 'The housing looks like polycarbonate.',
    });
    expect(currentToast()?.title).toBe('Comment Added');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('  Ana  ');
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('');
    const list = screen.getByRole('region', { name: 'Comments (2)' });
    expect(within(list).getByText('Feb 14, 2026')).toBeTruthy();
  });

  it('keeps a next comment typed while the previous one is still posting', async () => {
    let answer: (r: Response) => void = () => {};
    fakeApi({
      [`GET /api/analyses/${ID}/comments`]: () => json({ comments }),
      [`POST /api/analyses/${ID}/comments`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderInApp(<CommentsPanel analysisId={ID} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'First thought' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await screen.findByRole('button', { name: 'Posting...' });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Second thought' } });
    await act(async () => answer(json({ comment: comment(2, 'First thought', '2026-02-14T09:00:00') }, 201)));
    await waitFor(() => expect(currentToast()?.title).toBe('Comment Added'));
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Second thought');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana');
  });

  it("shows the server's message when a comment fails, and keeps what was typed", async () => {
    renderInApp(<CommentsPanel analysisId={ID} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'please reject' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Failed to Add Comment',
        description: 'Comment is too long',
        variant: 'destructive',
      }),
    );
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('please reject');
  });
});
