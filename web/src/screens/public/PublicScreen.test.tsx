import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analysisSummary, fakeApi, json, renderScreen } from '../../test-support/screens.tsx';
import PublicScreen from './PublicScreen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PublicScreen', () => {
  it('says it is loading community analyses', () => {
    fakeApi({ 'GET /api/public': new Promise<Response>(() => {}) });
    renderScreen(<PublicScreen />);
    expect(screen.getByText('Loading community analyses...')).toBeTruthy();
  });

  it('invites the first share when nothing is public yet', async () => {
    fakeApi({ 'GET /api/public': json({ analyses: [], nextCursor: null }) });
    renderScreen(<PublicScreen />);
    expect(await screen.findByText('No public analyses yet')).toBeTruthy();
    expect(screen.getByText('Be the first to share a cost analysis!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Your Analysis' }).getAttribute('href')).toBe('/');
  });

  const bottle = analysisSummary({
    productName: 'Steel Bottle',
    shareTitle: 'Hydration costs',
    shareExcerpt: 'Steel and a lid.',
    shareToken: 'tokenbottletokenbottle',
    isPublic: true,
    viewCount: 1,
    likeCount: 2,
    confidence: 72,
  });
  const chair = analysisSummary({
    productName: 'Office Chair',
    shareTitle: 'Chair BOM',
    productCategory: 'Furniture',
    shareToken: 'tokenchairtokenchair12',
    isPublic: true,
    viewCount: 5,
    costRangeLow: 40,
    costRangeHigh: 95,
  });
  const titles = () => screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent);

  it('shows cards linking to the shared page, and searches on the server as the user types', async () => {
    const calls = fakeApi({
      'GET /api/public': json({ analyses: [bottle, chair], nextCursor: null }),
      'GET /api/public?q=FURNITURE': json({ analyses: [chair], nextCursor: null }),
      'GET /api/public?q=lamp': json({ analyses: [], nextCursor: null }),
    });
    renderScreen(<PublicScreen />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Hydration costs' }).getAttribute('href')).toBe(
      '/shared/tokenbottletokenbottle',
    );
    expect(within(first).getByText('Drinkware')).toBeTruthy();
    expect(within(first).getByText('Steel and a lid.')).toBeTruthy();
    expect(within(first).getByText('Estimated Cost $4.20 - $7.60')).toBeTruthy();
    expect(within(first).getByText('72% confidence')).toBeTruthy();
    expect(within(first).getByText('1 view')).toBeTruthy();
    expect(within(first).getByText('2 likes')).toBeTruthy();
    expect(within(first).getByText('Nov 20, 2026')).toBeTruthy();

    const search = screen.getByPlaceholderText('Search analyses...');
    fireEvent.change(search, { target: { value: 'FURNITURE' } });
    await waitFor(() => expect(titles()).toEqual(['Chair BOM']));
    expect(calls).toContain('GET /api/public?q=FURNITURE');
    fireEvent.change(search, { target: { value: 'lamp' } });
    expect(await screen.findByText('No analyses found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('loads the next page through the cursor', async () => {
    fakeApi({
      'GET /api/public': json({ analyses: [bottle], nextCursor: 'CURSOR1' }),
      'GET /api/public?cursor=CURSOR1': json({ analyses: [chair], nextCursor: null }),
    });
    renderScreen(<PublicScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(titles()).toEqual(['Hydration costs', 'Chair BOM']));
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('offline, searches the pages kept on the device and says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = fakeApi({ 'GET /api/public': json({ analyses: [bottle, chair], nextCursor: null }) });
    renderScreen(<PublicScreen />);
    expect(await screen.findByText(/You are offline: showing the community pages kept on this device/)).toBeTruthy();
    await screen.findAllByRole('listitem');
    fireEvent.change(screen.getByPlaceholderText('Search analyses...'), { target: { value: 'chair' } });
    expect(titles()).toEqual(['Chair BOM']);
    expect(screen.getByText(/searched here/)).toBeTruthy();
    expect(calls.every((c) => !c.includes('q='))).toBe(true);
  });
});
