import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExtractedProduct, Offer } from '@costlens/contracts';
import { currentToast, fakeApi, json, renderInApp } from '../../test-support/app.tsx';
import { ERROR_MESSAGES } from '../../lib/error-messages.ts';
import UrlSearchStep, { NO_SIMILAR_TEXT } from './UrlSearchStep.tsx';

afterEach(() => vi.unstubAllGlobals());

const PRODUCT: ExtractedProduct = {
  name: 'Breville Kettle 1.7 L',
  brand: 'Breville',
  category: 'Kitchen > Kettles',
  price: 100,
  currency: 'CAD',
  keyFeatures: ['1.7 L', 'Auto shut-off'],
  image: null,
};
const offer = (title: string, price: number | null, extra: Partial<Offer> = {}): Offer => ({
  title,
  source: `${title} shop`,
  price,
  currency: 'CAD',
  image: null,
  url: `https://shop.example/${encodeURIComponent(title)}`,
  availability: null,
  ...extra,
});
const OFFERS = [
  offer('Kettle A', 79.5, { image: 'https://img.example/a.jpg', availability: 'In stock' }),
  offer('Kettle B', 95),
  offer('Kettle C', 120),
  offer('Kettle D', 60, { currency: 'USD' }),
];

const step = (props: { initialUrl?: string; onBack?: () => void } = {}) =>
  renderInApp(<UrlSearchStep onBack={props.onBack ?? (() => {})} initialUrl={props.initialUrl} />);
const typeAndSubmit = (value: string) => {
  fireEvent.change(screen.getByLabelText('Product page address'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Find Alternatives' }));
};

describe('URL search step', () => {
  it('shows the example illustration, labelled as an example, before any search', () => {
    fakeApi({});
    step();
    const sample = screen.getByRole('figure', { name: /Example/ });
    expect(within(sample).getByText('How results look: not real products or prices', { exact: false })).toBeTruthy();
    expect(within(sample).getAllByRole('listitem')).toHaveLength(4);
    expect(within(sample).getAllByText(/^Save \$\d+\.\d\d \(\d+% off\)$/)).toHaveLength(4);
  });

  it('refuses an empty address under the field, not in a toast, and sends nothing', () => {
    const requests = fakeApi({});
    step();
    typeAndSubmit('   ');
    expect(screen.getByRole('alert').textContent).toBe('Address needed Paste the address of a product page.');
    expect(screen.getByLabelText('Product page address').getAttribute('aria-describedby')).toBe('us-error');
    expect(currentToast()).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('reads the product, then lists similar products with savings only when cheaper in the same currency', async () => {
    const requests = fakeApi({
      'POST /api/product/extract-url': () => json({ product: PRODUCT, source: 'json-ld' }),
      'POST /api/product/find-similar': () =>
        json({ offers: OFFERS, searchQueries: ['Breville Kettle 1.7 L', 'Kettle 1.7 L', 'Kettles'], cached: false }),
    });
    step({ initialUrl: '  https://shop.example/breville-kettle  ' });
    expect((screen.getByLabelText('Product page address') as HTMLInputElement).value).toBe(
      '  https://shop.example/breville-kettle  ',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Find Alternatives' }));

    const list = await screen.findByRole('list', { name: 'Similar products' }, { timeout: 5000 });
    expect(requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/product/extract-url', { url: 'https://shop.example/breville-kettle' }],
      [
        '/api/product/find-similar',
        { product: PRODUCT, sourceUrl: 'https://shop.example/breville-kettle', country: 'CA' },
      ],
    ]);
    const original = screen.getByRole('heading', { name: 'Breville Kettle 1.7 L' }).closest('.card') as HTMLElement;
    expect(within(original).getByText('Breville')).toBeTruthy();
    expect(within(original).getByText('Kitchen > Kettles')).toBeTruthy();
    expect(within(original).getByText('$100.00')).toBeTruthy();
    expect(within(original).getByText('Auto shut-off')).toBeTruthy();
    expect(within(original).getByText('Breville Kettle 1.7 L • Kettle 1.7 L • Kettles')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Similar Products (4 found)' })).toBeTruthy();
    expect(screen.getByText('Sorted by price (lowest first)')).toBeTruthy();

    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.us-offer-price')?.textContent)).toEqual([
      '$79.50Save $20.50 (21% off)',
      '$95.00Save $5.00 (5% off)',
      '$120.00',
      'US$60.00',
    ]);
    expect(within(rows[0]!).getByText('In stock')).toBeTruthy();
    const deal = within(rows[0]!).getByRole('link', { name: 'View Deal' });
    expect([deal.getAttribute('href'), deal.getAttribute('target'), deal.getAttribute('rel')]).toEqual([
      'https://shop.example/Kettle%20A',
      '_blank',
      'noopener noreferrer',
    ]);
    // A broken image disappears instead of showing a broken icon.
    const img = rows[0]!.querySelector('img')!;
    fireEvent.error(img);
    expect(rows[0]!.querySelector('img')).toBeNull();
  });

  it('shows the two busy stages with the input and button disabled', async () => {
    let releaseExtract!: () => void;
    let releaseFind!: () => void;
    fakeApi({
      'POST /api/product/extract-url': () =>
        new Promise((r) => {
          releaseExtract = () => r(json({ product: PRODUCT }));
        }),
      'POST /api/product/find-similar': () =>
        new Promise((r) => {
          releaseFind = () => r(json({ offers: [], searchQueries: ['Breville Kettle 1.7 L'], cached: false }));
        }),
    });
    step();
    typeAndSubmit('https://shop.example/k');
    expect(await screen.findByText('Extracting Product Information...')).toBeTruthy();
    expect(screen.getByText('Analyzing the product page with AI...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Analyzing...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Product page address') as HTMLInputElement).disabled).toBe(true);
    releaseExtract();
    expect(await screen.findByText('Finding Similar Products...')).toBeTruthy();
    expect(screen.getByText('Searching for cheaper alternatives...')).toBeTruthy();
    releaseFind();
    expect(await screen.findByRole('heading', { name: 'No Similar Products Found' })).toBeTruthy();
    expect(screen.getByText(NO_SIMILAR_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find Alternatives' })).toBeTruthy();
  });

  it.each([
    [
      'a site that refused',
      () =>
        json(
          {
            error: 'The site refused to share this page (HTTP 403); it may block automated visits.',
            code: 'page_unavailable',
            retryable: false,
          },
          502,
        ),
      "That website couldn't be read The site refused to share this page (HTTP 403); it may block automated visits.",
    ],
    [
      'a page with no product',
      () =>
        json(
          { error: 'Extraction failed: the page does not name a product', code: 'not_recognised', retryable: false },
          422,
        ),
      "No product on that page The page doesn't name a product we can read. Paste the address of one product's own page.",
    ],
    [
      'a private address',
      () =>
        json(
          {
            error: "That address points to a private or local network, so it can't be fetched.",
            code: 'page_refused',
            retryable: false,
          },
          422,
        ),
      "That address can't be read That address points to a private or local network, so it can't be fetched.",
    ],
    [
      'no connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      "You're offline Reading a product page needs a connection. Try again when you're back online.",
    ],
  ])(
    'tells apart %s under the field, and offers a search by the name the address holds',
    async (_name, route, words) => {
      const requests = fakeApi({
        'POST /api/product/extract-url': route as () => Response,
        'POST /api/product/find-similar': () =>
          json({ offers: OFFERS, searchQueries: ['breville smart kettle'], cached: false }),
      });
      step();
      typeAndSubmit('https://shop.example/products/breville-smart-kettle/4455667788');
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(words));
      expect(currentToast()).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Search stores for “breville smart kettle”' }));
      expect(await screen.findByRole('list', { name: 'Similar products' })).toBeTruthy();
      expect(requests.at(-1)).toMatchObject({
        path: '/api/product/find-similar',
        body: { product: { name: 'breville smart kettle', brand: null, price: null }, country: 'CA' },
      });
    },
  );

  it('says a word is not a web address without asking the server, and searches for the word instead', async () => {
    const requests = fakeApi({
      'POST /api/product/find-similar': () => json({ offers: OFFERS, searchQueries: ['hello'], cached: false }),
    });
    step();
    typeAndSubmit('hello');
    expect(screen.getByRole('alert').textContent).toBe(
      "That isn't a web address Paste the address of a product page, like https://www.example.ca/product/kettle.",
    );
    expect(requests).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Search stores for “hello”' }));
    await screen.findByRole('list', { name: 'Similar products' });
    expect(requests.map((r) => r.path)).toEqual(['/api/product/find-similar']);
  });

  it('says Search Failed and keeps the original product when finding fails', async () => {
    fakeApi({
      'POST /api/product/extract-url': () => json({ product: PRODUCT }),
      'POST /api/product/find-similar': () =>
        json(
          { error: 'Similar product search is temporarily busy. Please try again in a few minutes.', retryable: true },
          503,
        ),
    });
    step();
    typeAndSubmit('https://shop.example/k');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`Search Failed ${ERROR_MESSAGES.busy}`));
    expect(screen.getByRole('heading', { name: 'Breville Kettle 1.7 L' })).toBeTruthy();
    expect(screen.queryByText(/Similar Products \(/)).toBeNull();
    expect(screen.queryByText('No Similar Products Found')).toBeNull();
  });

  it('clears the previous results when a new search starts', async () => {
    let second = false;
    fakeApi({
      'POST /api/product/extract-url': () => (second ? new Promise<Response>(() => {}) : json({ product: PRODUCT })),
      'POST /api/product/find-similar': () => json({ offers: OFFERS, searchQueries: ['q'], cached: false }),
    });
    step();
    typeAndSubmit('https://shop.example/k');
    await screen.findByRole('list', { name: 'Similar products' });
    second = true;
    typeAndSubmit('https://shop.example/other');
    expect(await screen.findByText('Extracting Product Information...')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Similar products' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Breville Kettle 1.7 L' })).toBeNull();
  });

  it('labels retailer search links as searches, never as deals', async () => {
    fakeApi({
      'POST /api/product/extract-url': () => json({ product: PRODUCT }),
      'POST /api/product/find-similar': () =>
        json({
          offers: [
            offer('Search Walmart.ca for “Breville Kettle 1.7 L”', null, { source: 'Walmart.ca', isSearchLink: true }),
          ],
          searchQueries: ['Breville Kettle 1.7 L'],
          cached: false,
        }),
    });
    step();
    typeAndSubmit('https://shop.example/k');
    const list = await screen.findByRole('list', { name: 'Similar products' }, { timeout: 5000 });
    expect(within(list).getByRole('link', { name: 'Search Walmart.ca' })).toBeTruthy();
    expect(within(list).queryByRole('link', { name: 'View Deal' })).toBeNull();
    expect(within(list).getByText('Search link: no price checked')).toBeTruthy();
    expect(screen.getByText(/no prices were checked/)).toBeTruthy();
  });

  it('goes back with ← Back to Camera', () => {
    fakeApi({});
    const onBack = vi.fn();
    step({ onBack });
    fireEvent.click(screen.getByRole('button', { name: '← Back to Camera' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
