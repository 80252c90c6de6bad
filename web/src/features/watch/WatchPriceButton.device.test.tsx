import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, listOutbox } from '@costlens/offline';
import { fakeApi, renderInApp } from '../../test-support/app.tsx';
import { WatchPriceButton } from './WatchPriceButton.tsx';

beforeEach(async () => {
  await db.outbox.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('Watch price offline', () => {
  it('keeps the watch in the outbox, sends nothing, and says it starts when the connection is back', async () => {
    const requests = fakeApi({});
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    renderInApp(<WatchPriceButton query="Breville Kettle" title="Breville Kettle" />);
    fireEvent.click(screen.getByRole('button', { name: 'Watch price' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/starts when you're back online/);
    const queued = await listOutbox();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'watch',
      request: {
        method: 'POST',
        url: '/api/watches',
        body: { query: 'Breville Kettle', title: 'Breville Kettle', rules: { dropPercent: 5, lowest30Days: true } },
      },
    });
    expect(queued[0]!.idempotencyKey).toMatch(/\S/);
    expect(requests).toEqual([]);
  });

  it('keeps a pasted address that fails in its field, with the reason under it', async () => {
    fakeApi({
      'POST /api/watches': (req) =>
        new Response(
          JSON.stringify(
            (req.body as { url?: string }).url
              ? { error: "Couldn't reach that website.", code: 'page_unreachable', retryable: false }
              : { error: 'no search', code: 'not_configured', retryable: false },
          ),
          { status: (req.body as { url?: string }).url ? 422 : 503, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderInApp(<WatchPriceButton query="Breville Kettle" title="Breville Kettle" />);
    fireEvent.click(screen.getByRole('button', { name: 'Watch price' }));
    const address = await screen.findByLabelText('Product page address');
    fireEvent.change(address, { target: { value: 'https://shop.example/kettle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Watch this page' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Couldn't reach that website/);
    expect((screen.getByLabelText('Product page address') as HTMLInputElement).value).toBe(
      'https://shop.example/kettle',
    );
  });
});
