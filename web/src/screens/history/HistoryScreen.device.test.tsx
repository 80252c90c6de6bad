import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@costlens/offline';
import { keepSearch, saveToHistory } from '@costlens/offline';
import { summaryOf } from '@costlens/contracts';
import { fakeApi, json, renderScreen, storedAnalysis } from '../../test-support/screens.tsx';
import HistoryScreen from './HistoryScreen.tsx';

beforeEach(async () => {
  await db.history.clear();
  await db.searches.clear();
});
afterEach(() => vi.unstubAllGlobals());

const titles = () => screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent);

describe('HistoryScreen with analyses kept on the device', () => {
  it('shows what the device kept when the API cannot be reached (offline)', async () => {
    await saveToHistory(storedAnalysis({ productName: 'Saved offline' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderScreen(<HistoryScreen />);
    expect(await screen.findByText('Saved offline')).toBeTruthy();
    expect(
      await screen.findByText('Showing the analyses saved on this device.', undefined, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Error Loading History')).toBeNull();
  });

  it("merges the API's summaries with device items by id, the API's card winning", async () => {
    const both = storedAnalysis({ productName: 'On both', createdAt: '2026-11-19T12:00:00.000Z' });
    await saveToHistory({ ...both, viewCount: 0, isPublic: false });
    await saveToHistory(storedAnalysis({ productName: 'Device only', createdAt: '2026-11-21T12:00:00.000Z' }));
    const serverOnly = summaryOf(storedAnalysis({ productName: 'Server only', createdAt: '2026-11-20T12:00:00.000Z' }));
    const sharedBoth = { ...summaryOf(both), isPublic: true, shareToken: 'tokentokentokentoken56', viewCount: 3 };
    fakeApi({ 'GET /api/analyses': json({ analyses: [serverOnly, sharedBoth], nextCursor: null }) });
    renderScreen(<HistoryScreen />);
    await waitFor(() => expect(titles()).toEqual(['Device only', 'Server only', 'On both']), { timeout: 5000 });
    expect(screen.getByText('3 views')).toBeTruthy();
  });

  it('lists the price and supplier searches made on this device, each opening at its own address', async () => {
    await keepSearch(
      { type: 'price', query: 'Electric kettle', upc: '012345678905', brand: null },
      new Date('2026-11-20'),
    );
    await keepSearch({ type: 'suppliers', query: 'Ceramic mug', upc: null, brand: null }, new Date('2026-11-21'));
    fakeApi({ 'GET /api/analyses': json({ analyses: [], nextCursor: null }) });
    renderScreen(<HistoryScreen />);
    const list = await screen.findByRole('list', { name: 'Your searches' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/suppliers?q=Ceramic+mug',
      '/prices?q=Electric+kettle&upc=012345678905',
    ]);
    expect(within(list).getByText('Supplier search')).toBeTruthy();
  });
});
