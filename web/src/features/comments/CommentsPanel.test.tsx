import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@costlens/contracts';
import { currentToast, fakeApi, json, renderInApp } from '../../test-support/app.tsx';
import type { RecordedRequest } from '../../test-support/app.tsx';
import CommentsPanel from './CommentsPanel.tsx';
import { getUserFingerprint } from './fingerprint.ts';
import { likeLabel, likeNote } from './LikeButton.tsx';

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
    [`DELETE /api/analyses/${ID}/like?userFingerprint=${fp}`]: () => {
      if (likes.hasLiked) likes = { likeCount: likes.likeCount - 1, hasLiked: false };
      return json(likes);
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

  it('sends the stored fingerprint, thanks the visitor, stays filled, and a second tap takes the like back', async () => {
    renderInApp(<CommentsPanel analysisId={ID} />);
    // The first test of the file also waits for the panel's modules to load.
    const button = await screen.findByRole('button', { name: '1 Like' }, { timeout: 5000 });
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
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(liked.querySelector('svg')?.getAttribute('fill')).toBe('currentColor');
    await waitFor(() => expect((liked as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(liked);
    const undone = await screen.findByRole('button', { name: '1 Like' });
    expect(undone.getAttribute('aria-pressed')).toBe('false');
    expect(
      requests.some((r) => r.method === 'DELETE' && r.path.endsWith(`/like?userFingerprint=${getUserFingerprint()}`)),
    ).toBe(true);
    expect(currentToast()).toMatchObject({ title: 'Like removed' });
  });

  it('is pressed from the start when this browser already liked', async () => {
    likes = { likeCount: 3, hasLiked: true };
    renderInApp(<CommentsPanel analysisId={ID} />);
    const button = await screen.findByRole('button', { name: '3 Likes' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('offline, says why a held like cannot be taken back yet instead of being silently disabled', async () => {
    likes = { likeCount: 3, hasLiked: true };
    renderInApp(<CommentsPanel analysisId={ID} />);
    const button = await screen.findByRole('button', { name: '3 Likes' });
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
      const note = document.getElementById(button.getAttribute('aria-describedby')!);
      expect(note?.textContent).toBe("You're offline: you can take your like back when you're back online.");
    } finally {
      offline.mockRestore();
    }
  });

  it.each([
    [{ online: false, known: false, liked: false, pending: false }, /the count shows when you're back online/],
    [
      { online: false, known: true, liked: false, pending: true },
      /sent when you're back online. Tap again to take it back/,
    ],
    [{ online: true, known: false, liked: false, pending: false }, null],
  ])('says offline what the button waits for: %o', (state, words) => {
    const note = likeNote(state);
    if (words === null) expect(note).toBeNull();
    else expect(note).toMatch(words);
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
