import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Watch } from '@costlens/contracts';
import { fakeApi, json, renderInApp } from '../../test-support/app.tsx';
import { WatchPriceButton } from './WatchPriceButton.tsx';
import { changeText, rulesText } from './watch-words.ts';

afterEach(() => vi.unstubAllGlobals());

const WATCH: Watch = {
  id: 'w1w1w1w1w1w1w1w1w1w1w1',
  source: 'page',
  title: 'Breville Kettle',
  url: 'https://shop.example/kettle',
  query: null,
  upc: null,
  currency: 'CAD',
  current: {
    price: 89.99,
    currency: 'CAD',
    retailer: 'shop.example',
    url: null,
    observedAt: '2026-11-23T12:00:00.000Z',
    source: 'page',
    notModified: false,
  },
  change: null,
  rules: { targetPrice: null, dropPercent: 5, anyChange: false, lowest30Days: true },
  ruleStates: {},
  status: 'ok',
  statusMessage: null,
  statusSince: '2026-11-23T12:00:00.000Z',
  lastCheckedAt: '2026-11-23T12:00:00.000Z',
  nextCheckAt: '2026-11-23T18:00:00.000Z',
  createdAt: '2026-11-23T12:00:00.000Z',
  unreadAlerts: 0,
};

describe('Watch price', () => {
  it('asks for a store page at once, sending nothing, where the page already showed prices are not searched', async () => {
    const requests = fakeApi({});
    renderInApp(<WatchPriceButton query="Breville Kettle" title="Breville Kettle" pricesSearched={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Watch price' }));
    expect(await screen.findByLabelText('Product page address')).toBeTruthy();
    expect(screen.getByText(/can't search stores' prices here/)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('asks for the page address when the server cannot search prices, then watches the page', async () => {
    const requests = fakeApi({
      'POST /api/watches': (req) =>
        (req.body as { url?: string }).url
          ? json({ watch: WATCH }, 201)
          : json({ error: 'no search', code: 'not_configured', field: 'url', retryable: false }, 503),
    });
    renderInApp(<WatchPriceButton query="Breville Kettle" upc="012345678905" title="Breville Kettle" />);
    fireEvent.click(screen.getByRole('button', { name: 'Watch price' }));
    const address = await screen.findByLabelText('Product page address');
    expect(screen.getByText(/can't search stores' prices/)).toBeTruthy();
    fireEvent.change(address, { target: { value: 'https://shop.example/kettle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Watch this page' }));
    expect(await screen.findByText(/\$89\.99 at shop\.example/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See price history' }).getAttribute('href')).toBe(`/watching/${WATCH.id}`);
    expect(requests.map((r) => r.body)).toEqual([
      {
        query: 'Breville Kettle',
        upc: '012345678905',
        title: 'Breville Kettle',
        rules: { dropPercent: 5, lowest30Days: true },
      },
      { url: 'https://shop.example/kettle', title: 'Breville Kettle', rules: { dropPercent: 5, lowest30Days: true } },
    ]);
  });

  it('says why a page cannot be watched', async () => {
    fakeApi({
      'POST /api/watches': () =>
        json(
          {
            error: "That address points to a private or local network, so it can't be fetched.",
            code: 'page_refused',
            retryable: false,
          },
          422,
        ),
    });
    renderInApp(<WatchPriceButton url="http://10.0.0.1/kettle" />);
    fireEvent.click(screen.getByRole('button', { name: 'Watch price' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/private or local network/);
  });
});

describe('the words of a watch', () => {
  it.each([
    [{ amount: -10, percent: -8.3 }, '▼ $10.00 (−8.3%) since the check before'],
    [{ amount: 2.5, percent: 2.1 }, '▲ $2.50 (+2.1%) since the check before'],
    [{ amount: 0, percent: 0 }, 'No change since the check before'],
    [null, null],
  ])('a change of %j reads %s', (change, words) => {
    expect(changeText({ ...WATCH, change })).toBe(words);
  });

  it('lists the rules, or says there are none', () => {
    expect(rulesText({ targetPrice: 90, dropPercent: 10, anyChange: true, lowest30Days: true }, 'CAD')).toBe(
      'Alerts: at or below $90.00 · 10% drop · any change · lowest in 30 days',
    );
    expect(rulesText({ targetPrice: null, dropPercent: null, anyChange: false, lowest30Days: false }, null)).toBe(
      'No alerts: the price history only',
    );
  });
});
