import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AmazonOffer, PriceOffer } from '@costlens/contracts';
import { currentToast, fakeApi, json, renderInApp } from '../../test-support/app.tsx';
import { ERROR_MESSAGES, OFFLINE_MESSAGE } from '../../lib/error-messages.ts';
import PriceResultsStep from './PriceResultsStep.tsx';
import { CACHE_NOTICE, DEFAULT_EXPLANATION } from './price-compare-logic.ts';

afterEach(() => vi.unstubAllGlobals());

const offer = (retailer: string, price: number | null, extra: Partial<PriceOffer> = {}): PriceOffer => ({
  retailer,
  title: `Kettle at ${retailer}`,
  image: null,
  price,
  currency: 'CAD',
  url: `https://${retailer.toLowerCase()}.example/k`,
  availability: null,
  notes: null,
  ...extra,
});
const amazon = (title: string, price: number | null, prime = false): AmazonOffer => ({
  title,
  image: null,
  price,
  currency: 'CAD',
  url: `https://www.amazon.ca/dp/${title.replace(/\W/g, '')}`,
  badges: { prime, rating: 4.2 },
});

const OFFERS = [offer('Walmart', 19.99), offer('Best Buy', 24.5, { availability: 'In stock' })];
const step = (props: Partial<Parameters<typeof PriceResultsStep>[0]> = {}) =>
  renderInApp(
    <PriceResultsStep
      productQuery="Breville kettle"
      upc={null}
      brand={null}
      image={null}
      onNewAnalysis={() => {}}
      {...props}
    />,
  );

describe('price comparison screen', () => {
  it('sends nothing for a product without a name (the home flow asks for one first)', () => {
    const requests = fakeApi({});
    step({ productQuery: ' ' });
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['064000123456', null, { upc: '064000123456' }],
    [null, 'Breville', { name: 'Breville kettle', brand: 'Breville' }],
  ])('starts by itself, by UPC when there is one (upc %s)', async (upc, brand, product) => {
    const requests = fakeApi({ 'POST /api/price-compare': () => json({ offers: [], cached: false }) });
    step({ upc, brand });
    await screen.findByText('No Prices Found');
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/price-compare',
      body: { country: 'CA', product, query: 'Breville kettle' },
    });
  });

  it('shows the orange busy card for "temporarily busy", then the results after Try Again', async () => {
    let calls = 0;
    fakeApi({
      'POST /api/price-compare': () =>
        ++calls === 1
          ? json(
              { error: 'Price comparison is temporarily busy. Please try again in a few minutes.', retryable: true },
              503,
            )
          : json({ offers: OFFERS, cached: false }),
      'POST /api/price-compare/explain': () => json({ explanation: 'Walmart is cheapest.', source: 'summary' }),
    });
    step();
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: 'Service Temporarily Busy' })).toBeTruthy();
    expect(card.className).toContain('tone-orange');
    expect(within(card).getByText('This usually resolves within a few minutes.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Kettle at Walmart')).toBeTruthy();
  });

  it.each([
    [
      json({ error: 'Upstream answered 522', code: 'busy' }, 502),
      'Service Temporarily Busy',
      ERROR_MESSAGES.busy,
      true,
    ],
    [
      json(
        { error: 'Price comparison is not configured on this server.', code: 'not_configured', retryable: false },
        503,
      ),
      'Price Data Unavailable',
      ERROR_MESSAGES.not_configured,
      false,
    ],
    [
      new Response('<html>bad gateway</html>', { status: 502 }),
      'Price Data Unavailable',
      ERROR_MESSAGES.upstream_unavailable,
      true,
    ],
  ])(
    'error %#: %s with the message, Try Again unless retryable is false',
    async (response, title, message, tryAgain) => {
      fakeApi({ 'POST /api/price-compare': () => response });
      step();
      const card = await screen.findByRole('alert');
      expect(within(card).getByRole('heading', { name: title })).toBeTruthy();
      expect(within(card).getByText(message)).toBeTruthy();
      expect(within(card).queryByRole('button', { name: 'Try Again' }) !== null).toBe(tryAgain);
    },
  );

  it('says the connection is missing when the request never reached the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    step();
    expect(within(await screen.findByRole('alert')).getByText(OFFLINE_MESSAGE)).toBeTruthy();
  });

  it('shows the suggested retailers, and no tabs, when every offer is a search link', async () => {
    const links = ['Amazon.ca', 'Walmart.ca'].map((r) =>
      offer(r, null, { isSearchLink: true, title: `Search ${r} for “Breville kettle”` }),
    );
    const requests = fakeApi({
      'POST /api/price-compare': () => json({ offers: links, cached: false, provider: 'embedded' }),
    });
    step();
    const list = await screen.findByRole('list', { name: 'Suggested retailers' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]),
    ).toEqual([
      ['Search Amazon.ca↗', 'https://amazon.ca.example/k', '_blank'],
      ['Search Walmart.ca↗', 'https://walmart.ca.example/k', '_blank'],
    ]);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(requests.map((r) => r.path)).toEqual(['/api/price-compare']);
  });

  it('shows the results with both tabs, the cache notice and the explanation', async () => {
    const requests = fakeApi({
      'POST /api/price-compare': () => json({ offers: OFFERS, cached: true, provider: 'serpapi' }),
      'POST /api/price-compare/explain': () =>
        json({ explanation: 'Found 2 priced offers. The cheapest is $19.99 at Walmart.', source: 'summary' }),
    });
    step();
    expect(await screen.findByText('Found 2 priced offers. The cheapest is $19.99 at Walmart.')).toBeTruthy();
    expect(screen.getByText(CACHE_NOTICE)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All Retailers', 'Cheapest on Amazon']);
    const offers = screen.getByRole('list', { name: 'Offers' });
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.pc-price')?.textContent),
    ).toEqual(['$19.99', '$24.50']);
    expect(within(offers).getAllByRole('link', { name: 'View Deal' })[0]!.getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(requests[1]!.body).toEqual({ country: 'CA', product: { name: 'Breville kettle' }, offers: OFFERS });
  });

  it('falls back to the default sentence when the explanation fails, and hides the notice for fresh results', async () => {
    fakeApi({
      'POST /api/price-compare': () => json({ offers: OFFERS, cached: false }),
      'POST /api/price-compare/explain': () => json({ error: 'Internal server error' }, 500),
    });
    step();
    expect(await screen.findByText(DEFAULT_EXPLANATION)).toBeTruthy();
    expect(screen.queryByText(CACHE_NOTICE)).toBeNull();
  });
});

describe('Cheapest on Amazon tab', () => {
  const withResults = (amazonRoute: () => Response) =>
    fakeApi({
      'POST /api/price-compare': () => json({ offers: OFFERS, cached: false }),
      'POST /api/price-compare/explain': () => json({ explanation: 'ok' }),
      'POST /api/price-compare/amazon': amazonRoute,
      'POST /api/price-compare/amazon/explain': () =>
        json({ explanation: 'Kettle B is the best buy.', source: 'model' }),
    });
  const openTab = async () => {
    fireEvent.click(await screen.findByRole('tab', { name: 'Cheapest on Amazon' }));
    return screen.getByRole('tabpanel', { name: 'Cheapest on Amazon' });
  };

  it('starts from a prompt, searches amazon.ca, lists priced items and explains them by itself', async () => {
    const requests = withResults(() =>
      json({
        offers: [amazon('Kettle B', 25.5, true), amazon('Kettle A', 40), amazon('Kettle C', null)],
        cached: false,
        configured: true,
        searchUrl: 'https://www.amazon.ca/s?k=Breville%20kettle',
      }),
    );
    step({ brand: 'Breville' });
    const panel = await openTab();
    fireEvent.click(within(panel).getByRole('button', { name: 'Search amazon.ca' }));
    expect(await within(panel).findByText('Kettle B is the best buy.')).toBeTruthy();
    expect(within(panel).getByText('AI explanation')).toBeTruthy();
    const items = within(within(panel).getByRole('list', { name: 'Amazon listings' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.pc-offer-title')?.textContent)).toEqual(['Kettle B', 'Kettle A']);
    expect(within(items[0]!).getByText('Prime')).toBeTruthy();
    expect(within(panel).getByText(/1 without a price/)).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/price-compare/amazon')!.body).toEqual({
      country: 'CA',
      product: { name: 'Breville kettle', brand: 'Breville' },
    });
    // The search survives switching tabs.
    fireEvent.click(screen.getByRole('tab', { name: 'All Retailers' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Cheapest on Amazon' }));
    expect(within(panel).getByText('Kettle B is the best buy.')).toBeTruthy();
  });

  it('shows the toast, the error card and Try Again when the search fails', async () => {
    let calls = 0;
    withResults(() =>
      ++calls === 1
        ? json({ error: 'Amazon search is temporarily busy. Please try again in a few minutes.', retryable: true }, 503)
        : json({
            offers: [amazon('Kettle A', 40)],
            cached: true,
            configured: true,
            searchUrl: 'https://www.amazon.ca/s?k=x',
          }),
    );
    step();
    const panel = await openTab();
    fireEvent.click(within(panel).getByRole('button', { name: 'Search amazon.ca' }));
    expect(
      within(await within(panel).findByRole('alert')).getByText('Unable to search Amazon prices at this time'),
    ).toBeTruthy();
    expect(currentToast()).toEqual({
      title: 'Search Error',
      description: 'Unable to search Amazon prices. Please try again.',
      variant: 'destructive',
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel).findByText('Kettle A')).toBeTruthy();
  });

  it('says when nothing on Amazon has a price, with the count of unpriced items, and explains nothing', async () => {
    const requests = withResults(() =>
      json({
        offers: [amazon('A', null), amazon('B', null)],
        cached: false,
        configured: true,
        searchUrl: 'https://www.amazon.ca/s?k=x',
      }),
    );
    step();
    const panel = await openTab();
    fireEvent.click(within(panel).getByRole('button', { name: 'Search amazon.ca' }));
    expect(await within(panel).findByText('No priced items found on Amazon for this product')).toBeTruthy();
    expect(within(panel).getByText('2 related items were found on amazon.ca without a price.')).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.path === '/api/price-compare/amazon/explain')).toBe(false));
  });

  it('says plainly when Amazon search is not configured and links to the store search', async () => {
    withResults(() =>
      json({ offers: [], cached: false, configured: false, searchUrl: 'https://www.amazon.ca/s?k=Breville%20kettle' }),
    );
    step();
    const panel = await openTab();
    fireEvent.click(within(panel).getByRole('button', { name: 'Search amazon.ca' }));
    expect(await within(panel).findByText('Search amazon.ca yourself')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Search amazon.ca' }).getAttribute('href')).toBe(
      'https://www.amazon.ca/s?k=Breville%20kettle',
    );
  });
});
