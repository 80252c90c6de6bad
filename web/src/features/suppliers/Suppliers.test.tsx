import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Supplier } from '@costlens/contracts';
import { useToastStore } from '../../lib/toasts.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import RecommendedSuppliers from './RecommendedSuppliers.tsx';
import SupplierResultsStep from './SupplierResultsStep.tsx';

const s = (over: Partial<Supplier>): Supplier => ({
  marketplace: 'alibaba',
  title: 'Listing',
  snippet: 'snippet',
  host: 'www.alibaba.com',
  link: `https://www.alibaba.com/p/${Math.random()}`,
  score: 1,
  ...over,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const withClient = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('supplier discovery (supplier-results step)', () => {
  const props = { productQuery: 'yoga mat', brand: 'Acme', image: null, onNewAnalysis: vi.fn() };

  it('searches once by itself and shows top N unique results, High Match at score 3 or more, marketplace badges', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, {
        suppliers: [
          s({ title: 'Acme yoga mat', score: 3 }),
          s({ marketplace: 'globalsources', title: 'Mat', score: 2, host: 'www.globalsources.com' }),
        ],
        meta: { totalFound: 2, queries: ['Acme yoga mat site:alibaba.com'] },
        cached: false,
        configured: true,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    withClient(<SupplierResultsStep {...props} />);
    expect(await screen.findByText('Showing top 2 unique results')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      product: { name: 'yoga mat', brand: 'Acme' },
      country: 'CA',
    });
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('High Match')).toBeTruthy();
    expect(within(second!).queryByText('High Match')).toBeNull();
    expect(within(first!).getByText('Alibaba').className).toContain('mp-alibaba');
    expect(within(second!).getByText('Global Sources').className).toContain('mp-globalsources');
  });

  it('explains on demand', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/explain')
          ? json(200, { explanation: '1 supplier listing for “Acme yoga mat”.', source: 'summary' })
          : json(200, {
              suppliers: [s({ score: 4 })],
              meta: { totalFound: 1, queries: [] },
              cached: false,
              configured: true,
            }),
      ),
    );
    withClient(<SupplierResultsStep {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Explain these results' }));
    expect(await screen.findByText('1 supplier listing for “Acme yoga mat”.')).toBeTruthy();
    expect(screen.getByText('A summary computed from these results.')).toBeTruthy();
  });

  it('shows marketplace searches honestly when no search service is configured', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          suppliers: [
            s({ isSearchLink: true, score: 0, link: 'https://www.alibaba.com/trade/search?SearchText=yoga%20mat' }),
          ],
          meta: { totalFound: 0, queries: ['yoga mat'] },
          cached: false,
          configured: false,
        }),
      ),
    );
    withClient(<SupplierResultsStep {...props} />);
    expect(await screen.findByText(/no listings were looked up/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search Alibaba' }).getAttribute('href')).toBe(
      'https://www.alibaba.com/trade/search?SearchText=yoga%20mat',
    );
    expect(screen.queryByText(/unique results/)).toBeNull();
    expect(screen.queryByText('High Match')).toBeNull();
  });

  it('shows No Suppliers Found with what to try, and no debug panel', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, { suppliers: [], meta: { totalFound: 0, queries: ['q1'] }, cached: false, configured: true }),
      ),
    );
    withClient(<SupplierResultsStep {...props} />);
    expect(await screen.findByRole('heading', { name: 'No Suppliers Found' })).toBeTruthy();
    expect(screen.getByText(/No wholesale listings matched “yoga mat”/)).toBeTruthy();
    expect(screen.queryByText('Debug info')).toBeNull();
  });

  it('does not search without a product name', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    withClient(<SupplierResultsStep {...props} productQuery=" " />);
    expect(screen.getByRole('heading', { name: 'No Suppliers Found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails with the card, Try New Search and one toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(503, {
          error: 'Supplier search is temporarily busy. Please try again in a few minutes.',
          retryable: true,
        }),
      ),
    );
    const onNewAnalysis = vi.fn();
    withClient(<SupplierResultsStep {...props} onNewAnalysis={onNewAnalysis} />);
    expect(await screen.findByRole('heading', { name: 'Supplier Search Failed' })).toBeTruthy();
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Search Failed',
      description: 'Unable to search for suppliers. Please try again.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try New Search' }));
    expect(onNewAnalysis).toHaveBeenCalled();
  });
});

describe('Recommended Suppliers (Insights tab)', () => {
  it('shows 3 skeleton cards while loading, then scores as stars capped at 5', async () => {
    let release!: (r: Response) => void;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((r) => {
          release = r;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    withClient(<RecommendedSuppliers product={{ brand: 'Acme', name: 'yoga mat' }} />);
    expect(screen.getAllByTestId('supplier-skeleton')).toHaveLength(3);
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      product: { brand: 'Acme', name: 'yoga mat' },
      country: 'CA',
      city: '',
    });
    release(json(200, { suppliers: [s({ score: 9 }), s({ score: 2 })], cached: false, configured: true }));
    expect(await screen.findByRole('img', { name: 'Match score 5 of 5 stars' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Match score 2 of 5 stars' })).toBeTruthy();
  });

  it('copies a supplier link with the Supplier Saved toast', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const link = 'https://www.alibaba.com/p/1.html';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { suppliers: [s({ link, score: 3 })], cached: false, configured: true })),
    );
    withClient(<RecommendedSuppliers product={{ upc: '012345678905' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Supplier Saved',
        description: 'Supplier link copied to clipboard',
      }),
    );
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('retries once, then shows the failure card', async () => {
    const fetchMock = vi.fn(async () => json(502, { error: 'Supplier search is unavailable right now.' }));
    vi.stubGlobal('fetch', fetchMock);
    withClient(<RecommendedSuppliers product={{ name: 'yoga mat' }} />);
    expect(await screen.findByText('Unable to find suppliers', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Supplier search service is temporarily unavailable. Try again later.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the empty card, and does not search for a product with no brand, name or upc', async () => {
    const fetchMock = vi.fn(async () => json(200, { suppliers: [], cached: false, configured: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = withClient(<RecommendedSuppliers product={{ name: 'yoga mat' }} />);
    expect(await screen.findByText('No suppliers found')).toBeTruthy();
    expect(screen.getByText('Try using a clearer product image or different search terms.')).toBeTruthy();
    unmount();
    fetchMock.mockClear();
    withClient(<RecommendedSuppliers product={{ brand: ' ', name: '' }} />);
    expect(screen.getByText('No suppliers found')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the explanation error toast when explaining fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/explain')
          ? json(500, { error: 'Internal server error' })
          : json(200, { suppliers: [s({ score: 3 })], cached: false, configured: true }),
      ),
    );
    withClient(<RecommendedSuppliers product={{ name: 'yoga mat' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Explain these suppliers' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Explanation Error',
        description: 'Unable to generate supplier explanation.',
      }),
    );
  });
});
