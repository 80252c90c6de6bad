import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@costlens/domain';
import { analysisSummary, fakeApi, json, renderScreen } from '../../test-support/screens.tsx';
import HistoryScreen from './HistoryScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

const page = (analyses: unknown[], nextCursor: string | null = null) => json({ analyses, nextCursor });

describe('HistoryScreen', () => {
  it('shows 6 skeleton cards while the history loads', () => {
    fakeApi({ 'GET /api/analyses': new Promise<Response>(() => {}) });
    renderScreen(<HistoryScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Analysis History');
    expect(screen.getAllByTestId('history-skeleton')).toHaveLength(6);
  });

  it('shows the error view after one retry, and Try Again loads the list', async () => {
    let fail = true;
    const calls = fakeApi({
      'GET /api/analyses': () =>
        fail ? json({ error: 'down' }, 500) : page([analysisSummary({ productName: 'Kettle' })]),
    });
    renderScreen(<HistoryScreen />);
    expect(await screen.findByText('Error Loading History', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Unable to load your analysis history.')).toBeTruthy();
    expect(calls.filter((c) => c === 'GET /api/analyses')).toHaveLength(2); // retried once
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Kettle')).toBeTruthy();
  });

  it('shows the empty state with Start Analyzing', async () => {
    fakeApi({ 'GET /api/analyses': page([]) });
    renderScreen(<HistoryScreen />);
    expect(await screen.findByText('No Analyses Yet')).toBeTruthy();
    expect(screen.getByText('Start by analyzing your first product to see your history here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Analyzing' }).getAttribute('href')).toBe('/');
  });

  it('shows each card in a line or two: name, cost (or what kind of search), date, views only when public, View and Share', async () => {
    const priv = analysisSummary({
      id: 'privateprivateprivate1',
      productName: 'Desk Lamp',
      productCategory: 'Lighting',
      confidence: 64,
      costRangeLow: 12.4,
      costRangeHigh: 30,
      type: 'full',
      methodologyType: 'on-device-estimate',
    });
    const pub = analysisSummary({
      id: 'publicpublicpublicpub1',
      productName: 'Steel Bottle',
      isPublic: true,
      shareToken: 'tokentokentokentoken12',
      viewCount: 7,
      createdAt: '2026-11-21T12:00:00.000Z',
      type: 'suppliers',
      methodologyType: 'supplier-discovery',
    });
    fakeApi({ 'GET /api/analyses': page([pub, priv]) });
    renderScreen(<HistoryScreen />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Steel Bottle', 'Desk Lamp']);

    const [bottle, lamp] = items as [HTMLElement, HTMLElement];
    // No badge saying how it was made: the on-device estimate is no AI service, and a cost is what a list needs.
    expect(within(lamp).queryByText(/AI analysis/)).toBeNull();
    // The date with the local time of day in the one format of the app, so two of one day are told apart.
    const made = within(lamp).getByText(/^Nov 20, 2026, /);
    expect(made.tagName).toBe('TIME');
    expect(made.textContent).toBe(formatDateTime(made.getAttribute('datetime')!));
    expect(within(lamp).queryByText(/views?$/)).toBeNull();
    expect(within(lamp).getByText('$12.40 - $30.00')).toBeTruthy();
    expect(within(lamp).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/analysis/privateprivateprivate1',
    );
    expect(within(lamp).queryByRole('button', { name: 'Share' })).toBeNull();

    expect(within(bottle).getByText('Supplier search')).toBeTruthy();
    expect(within(bottle).getByText('7 views')).toBeTruthy();
    // The owner opens their own page of a shared analysis too; Share copies the public link.
    expect(within(bottle).getByRole('link', { name: 'View' }).getAttribute('href')).toMatch(/^\/analysis\//);

    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(within(bottle).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link Copied!')).toBeTruthy();
    expect(screen.getByText('Share link has been copied to your clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/shared/tokentokentokentoken12`);
  });

  it('says Copy Failed when the clipboard refuses', async () => {
    fakeApi({ 'GET /api/analyses': page([analysisSummary({ isPublic: true, shareToken: 'tokentokentokentoken34' })]) });
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: {
        writeText: async () => {
          throw new Error('denied');
        },
      },
    });
    renderScreen(<HistoryScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Copy Failed')).toBeTruthy();
    expect(screen.getByText('Please manually copy the link above.')).toBeTruthy();
  });

  it('loads further pages with the cursor', async () => {
    fakeApi({
      'GET /api/analyses': page(
        [analysisSummary({ productName: 'Newest', createdAt: '2026-11-22T12:00:00.000Z' })],
        'CURSOR1',
      ),
      'GET /api/analyses?cursor=CURSOR1': page([
        analysisSummary({ productName: 'Oldest', createdAt: '2026-11-01T12:00:00.000Z' }),
      ]),
    });
    renderScreen(<HistoryScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Oldest')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull());
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Newest',
      'Oldest',
    ]);
  });
});
