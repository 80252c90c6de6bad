import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AnalysisScreen from './AnalysisScreen.tsx';
import { fakeApi, json, renderScreen, storedAnalysis } from '../../test-support/screens.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = 'detaildetaildetaildet1';
const suppliers = Array.from({ length: 7 }, (_, i) => ({
  companyName: `Supplier ${i + 1}`,
  platform: i % 2 ? 'Alibaba' : 'Made-in-China',
  notes: `MOQ ${100 * (i + 1)}`,
  verified: i === 0,
  website: i === 1 ? 'javascript:alert(1)' : `https://supplier${i + 1}.example/`,
}));

describe('AnalysisScreen', () => {
  it("shows 'Analysis Not Found' with Back to History for an unknown id", async () => {
    const calls = fakeApi({ [`GET /api/analyses/${ID}`]: json({ error: 'Analysis not found' }, 404) });
    renderScreen(<AnalysisScreen id={ID} />);
    expect(await screen.findByRole('heading', { name: 'Analysis Not Found' })).toBeTruthy();
    expect(screen.getByText("The analysis you're looking for doesn't exist or may have been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to History' }).getAttribute('href')).toBe('/history');
    expect(calls).toHaveLength(1); // a 404 is final: no retry
  });

  it('shows the cost, offers, the first 5 suppliers and the details', async () => {
    const stored = storedAnalysis({
      id: ID,
      productName: 'Steel Bottle',
      confidence: 81,
      costRangeLow: 14.2,
      costRangeHigh: 29.9,
      offers: [
        {
          title: 'Bottle 750 ml',
          source: 'Walmart',
          price: 19.99,
          currency: 'CAD',
          availability: 'In stock',
          url: 'https://walmart.example/b',
        },
        { title: 'Bottle 1 l', source: 'Canadian Tire', price: null, currency: 'CAD', availability: null, url: null },
      ],
      supplierList: suppliers,
    });
    fakeApi({ [`GET /api/analyses/${ID}`]: json({ analysis: stored }) });
    renderScreen(<AnalysisScreen id={ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Steel Bottle' })).toBeTruthy();
    const header = document.querySelector<HTMLElement>('.detail-header')!;
    expect(within(header).getByText('Real-time Price Comparison')).toBeTruthy();
    expect(within(header).getByText('Nov 20, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();

    const cost = screen.getByRole('region', { name: 'Cost Analysis' });
    expect(within(cost).getByText('$14.20 - $29.90')).toBeTruthy();
    expect(within(cost).getByText('81% confidence')).toBeTruthy();

    const offers = within(screen.getByRole('region', { name: 'Price Comparison' })).getAllByRole('listitem');
    expect(offers).toHaveLength(2);
    expect(within(offers[0]!).getByRole('link', { name: 'Bottle 750 ml' }).getAttribute('href')).toBe(
      'https://walmart.example/b',
    );
    expect(within(offers[0]!).getByText('Walmart')).toBeTruthy();
    expect(within(offers[0]!).getByText('$19.99')).toBeTruthy();
    expect(within(offers[0]!).getByText('In stock')).toBeTruthy();
    expect(within(offers[1]!).getByText('Price not listed')).toBeTruthy();

    const list = within(screen.getByRole('region', { name: 'Suppliers' })).getAllByRole('listitem');
    expect(list.map((li) => li.querySelector('.detail-supplier-name')?.textContent)).toEqual([
      'Supplier 1',
      'Supplier 2',
      'Supplier 3',
      'Supplier 4',
      'Supplier 5',
    ]);
    expect(within(list[0]!).getByText('Verified')).toBeTruthy();
    expect(within(list[2]!).queryByText('Verified')).toBeNull();
    expect(within(list[0]!).getByRole('link', { name: 'Visit Supplier →' }).getAttribute('href')).toBe(
      'https://supplier1.example/',
    );
    expect(within(list[1]!).queryByRole('link')).toBeNull(); // not a web address: no link

    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Drinkware')).toBeTruthy();
    expect(within(details).getByText('Quick Price Comparison')).toBeTruthy();
    expect(within(details).getByText('Real-time Price Comparison')).toBeTruthy();
  });

  it('offers Share when the analysis has a token, copying its link', async () => {
    fakeApi({
      [`GET /api/analyses/${ID}`]: json({
        analysis: storedAnalysis({
          id: ID,
          shareToken: 'tokentokentokentoken78',
          isPublic: true,
          methodologyType: 'x',
        }),
      }),
    });
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderScreen(<AnalysisScreen id={ID} />);
    await screen.findByRole('button', { name: 'Share' });
    expect(within(document.querySelector<HTMLElement>('.detail-header')!).getByText('Estimate')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/shared/tokentokentokentoken78`);
  });
});
