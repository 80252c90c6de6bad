import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderScreen, storedAnalysis } from '../../test-support/screens.tsx';
import PublicScreen from './PublicScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('PublicScreen', () => {
  it('says it is loading community analyses', () => {
    fakeApi({ 'GET /api/public': new Promise<Response>(() => {}) });
    renderScreen(<PublicScreen />);
    expect(screen.getByText('Loading community analyses...')).toBeTruthy();
  });

  it('invites the first share when nothing is public yet', async () => {
    fakeApi({ 'GET /api/public': json({ analyses: [] }) });
    renderScreen(<PublicScreen />);
    expect(await screen.findByText('No public analyses yet')).toBeTruthy();
    expect(screen.getByText('Be the first to share a cost analysis!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Your Analysis' }).getAttribute('href')).toBe('/');
  });

  it('shows cards linking to the shared page and filters them as the user types', async () => {
    fakeApi({
      'GET /api/public': json({
        analyses: [
          storedAnalysis({
            productName: 'Steel Bottle',
            shareTitle: 'Hydration costs',
            shareDescription: 'Steel and a lid.',
            shareToken: 'tokenbottletokenbottle',
            isPublic: true,
            viewCount: 1,
            confidence: 72,
          }),
          storedAnalysis({
            productName: 'Office Chair',
            shareTitle: 'Chair BOM',
            productCategory: 'Furniture',
            shareToken: 'tokenchairtokenchair12',
            isPublic: true,
            viewCount: 5,
            costRangeLow: 40,
            costRangeHigh: 95,
          }),
        ],
      }),
    });
    renderScreen(<PublicScreen />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const bottle = cards[0]!;
    expect(within(bottle).getByRole('link', { name: 'Hydration costs' }).getAttribute('href')).toBe(
      '/shared/tokenbottletokenbottle',
    );
    expect(within(bottle).getByText('Drinkware')).toBeTruthy();
    expect(within(bottle).getByText('Steel and a lid.')).toBeTruthy();
    expect(within(bottle).getByText('Estimated Cost $4.20 - $7.60')).toBeTruthy();
    expect(within(bottle).getByText('72% confidence')).toBeTruthy();
    expect(within(bottle).getByText('1 view')).toBeTruthy();
    expect(within(bottle).getByText('Nov 20, 2026')).toBeTruthy();

    const search = screen.getByPlaceholderText('Search analyses...');
    fireEvent.change(search, { target: { value: 'FURNITURE' } });
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Chair BOM',
    ]);
    fireEvent.change(search, { target: { value: 'lamp' } });
    expect(screen.getByText('No analyses found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
