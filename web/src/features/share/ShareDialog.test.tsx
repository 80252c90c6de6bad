import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { currentToast, fakeApi, json, renderInApp } from '../../test-support/app.tsx';
import { ERROR_MESSAGES } from '../../lib/error-messages.ts';
import type { RecordedRequest } from '../../test-support/app.tsx';
import { DEFAULT_SHARE_DESCRIPTION } from './share-defaults.ts';
import ShareDialog, { absoluteShareUrl } from './ShareDialog.tsx';
import type { ShareResult } from './ShareDialog.tsx';

const ID = 'an_5d1c0a9e8b7f4e3d';
let requests: RecordedRequest[];
let onClose: Mock<() => void>;
let onShared: Mock<(result: ShareResult) => void>;

function open() {
  onClose = vi.fn<() => void>();
  onShared = vi.fn<(result: ShareResult) => void>();
  renderInApp(
    <ShareDialog analysisId={ID} productName="Steel water bottle 750 ml" open onClose={onClose} onShared={onShared} />,
  );
}

beforeEach(() => {
  requests = fakeApi({
    [`POST /api/analyses/${ID}/share`]: (req) => {
      const { shareTitle } = req.body as { shareTitle: string };
      return shareTitle === 'busy'
        ? json({ error: 'Too many shares, try again in a minute', retryable: true }, 429)
        : json({ success: true, shareUrl: '/shared/tok_abc', shareToken: 'tok_abc' });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('share dialog', () => {
  it('is prefilled with the product title and the standard description', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Share Analysis Publicly' })).toBeTruthy();
    expect((screen.getByLabelText('Share Title') as HTMLInputElement).value).toBe(
      'Steel water bottle 750 ml - Cost Analysis',
    );
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(DEFAULT_SHARE_DESCRIPTION);
    expect(DEFAULT_SHARE_DESCRIPTION).toMatch(
      /business intelligence analysis.*supplier research, market analysis and platform recommendations/,
    );
  });

  it("states the product's estimate first when it is given, so a friend reads a real description", () => {
    renderInApp(
      <ShareDialog
        analysisId={ID}
        productName="Laptop"
        estimate={{ range: '$431 - $796', confidence: 73 }}
        open
        onClose={() => undefined}
      />,
    );
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      `Laptop: materials estimated at $431 - $796 CAD (73% confidence). ${DEFAULT_SHARE_DESCRIPTION}`,
    );
  });

  it.each([['Share Title'], ['Description']])("refuses a blank %s with 'Missing Information'", (field) => {
    open();
    fireEvent.change(screen.getByLabelText(field), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Share Link' }));
    expect(currentToast()).toMatchObject({
      title: 'Missing Information',
      description: 'Please provide both a title and description for your shared analysis.',
      variant: 'destructive',
    });
    expect(requests).toHaveLength(0);
  });

  it("posts the analysis' real id with the trimmed fields and shows the link, copy, open and Done", async () => {
    open();
    fireEvent.change(screen.getByLabelText('Share Title'), { target: { value: '  My bottle  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Share Link' }));
    const link = await screen.findByLabelText('Share link');
    expect(requests).toEqual([
      {
        method: 'POST',
        path: `/api/analyses/${ID}/share`,
        body: { shareTitle: 'My bottle', shareDescription: DEFAULT_SHARE_DESCRIPTION },
      },
    ]);
    expect((link as HTMLInputElement).value).toBe(`${location.origin}/shared/tok_abc`);
    expect(currentToast()).toMatchObject({
      title: 'Analysis Shared Successfully!',
      description: 'Your analysis is now publicly accessible via the share link.',
    });
    expect(screen.getByRole('link', { name: 'Open Link' }).getAttribute('href')).toBe(
      `${location.origin}/shared/tok_abc`,
    );
    expect(onShared).toHaveBeenCalledWith(expect.objectContaining({ shareToken: 'tok_abc', shareTitle: 'My bottle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("copies the link: 'Link Copied!', or 'Copy Failed' when the clipboard refuses", async () => {
    const writeText = vi.fn(async (_t: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Create Share Link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Link Copied!',
        description: 'Share link has been copied to your clipboard.',
      }),
    );
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/shared/tok_abc`);
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Copy Failed',
        description: 'Please manually copy the link above.',
        variant: 'destructive',
      }),
    );
  });

  it("shows 'Sharing Failed' with the server's message and stays on the form", async () => {
    open();
    fireEvent.change(screen.getByLabelText('Share Title'), { target: { value: 'busy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Share Link' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Sharing Failed',
        description: ERROR_MESSAGES.rate_limited,
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Share Title')).toBeTruthy();
  });

  it('closes on Escape', () => {
    open();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('makes an absolute address of a path or keeps a full URL', () => {
    expect(absoluteShareUrl('/shared/t', 'https://costlens.example')).toBe('https://costlens.example/shared/t');
    expect(absoluteShareUrl('https://other.example/shared/t', 'https://costlens.example')).toBe(
      'https://other.example/shared/t',
    );
  });
});
