import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AnalysisResults from './AnalysisResults.tsx';
import { ANALYSIS_FIXTURE, bareAnalysis } from '@costlens/contracts/testing';
import { currentToast, fakeApi, json, renderInApp } from '../../test-support/app.tsx';

beforeEach(() => {
  fakeApi({
    [`GET /api/analyses/${ANALYSIS_FIXTURE.id}/comments`]: () => json({ comments: [] }),
  });
});
afterEach(() => vi.unstubAllGlobals());

function resultTabs() {
  return screen.getByRole('region', { name: 'The analysis in detail' });
}

/** The section's own panel (a panel may hold tabs of its own, such as Make vs Buy's). */
const sectionPanel = () => within(resultTabs()).getAllByRole('tabpanel')[0]!;

function tab(name: string) {
  fireEvent.click(within(resultTabs()).getAllByRole('tab', { name })[0]!);
  return sectionPanel();
}

describe('results header and banner', () => {
  it('shows name, category, the cost range in Canadian dollars with its note, what one costs to make and in stores, and the confidence', () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Portable Bluetooth Speaker 20 W' })).toBeTruthy();
    expect(screen.getByText('Analysis Complete')).toBeTruthy();
    expect(screen.getByText('Consumer Electronics')).toBeTruthy();
    const banner = screen.getByRole('region', { name: 'Estimated cost of materials' });
    expect(banner.querySelector('.results-banner-range')?.textContent).toBe('$17.00 - $24.00 CAD');
    expect(within(banner).getByTitle('Canadian dollars').textContent).toBe('CAD');
    // Canadian spelling, as everywhere in the app's words.
    expect(within(banner).getByText('Raw materials only, excludes labour, overhead and other costs')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\blabor\b/i);
    const stats = [...banner.querySelectorAll('dl > div')].map((d) => d.textContent);
    expect(stats).toEqual(['To make one$28.00', 'In stores$79.99', 'Confidence72%']);
  });

  it('names the product once: a category that repeats the name is not shown again', () => {
    renderInApp(
      <AnalysisResults
        analysis={{ ...ANALYSIS_FIXTURE, productName: 'toaster', productCategory: 'Toaster' }}
        mode="owner"
      />,
    );
    expect(screen.getAllByText(/^toaster$/i)).toHaveLength(1);
  });

  it('puts the three next steps on the first screen, each for this product', () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    const next = screen.getByRole('navigation', { name: 'What to do next' });
    const q = encodeURIComponent(ANALYSIS_FIXTURE.productName).replace(/%20/g, '+');
    expect(within(next).getByRole('link', { name: 'Compare store prices' }).getAttribute('href')).toContain(
      `/prices?q=${q}`,
    );
    expect(within(next).getByRole('link', { name: 'Find suppliers' }).getAttribute('href')).toContain(
      `/suppliers?q=${q}`,
    );
    expect(within(next).getByRole('button', { name: 'Watch price' })).toBeTruthy();
  });
});

describe('bill of materials', () => {
  it('lists 4 rows, then all of them after the toggle, and back', () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    const bom = screen.getByRole('region', { name: 'Bill of Materials' });
    expect(within(bom).getByText('9 components identified')).toBeTruthy();
    expect(within(bom).getAllByRole('listitem')).toHaveLength(4);
    const first = within(bom).getAllByRole('listitem')[0]!;
    expect(first.textContent).toBe('Full-range drivers (2 × 45 mm)Speaker$4.8024.0%');
    fireEvent.click(within(bom).getByRole('button', { name: 'Show All 9 Materials' }));
    expect(within(bom).getAllByRole('listitem')).toHaveLength(9);
    fireEvent.click(within(bom).getByRole('button', { name: 'Show Less' }));
    expect(within(bom).getAllByRole('listitem')).toHaveLength(4);
  });

  it('has no toggle with 4 materials or fewer', () => {
    renderInApp(
      <AnalysisResults
        analysis={{ ...ANALYSIS_FIXTURE, materials: ANALYSIS_FIXTURE.materials.slice(0, 4) }}
        mode="owner"
      />,
    );
    const bom = screen.getByRole('region', { name: 'Bill of Materials' });
    expect(within(bom).queryByRole('button')).toBeNull();
  });

  it('gives known categories their own icon style and any other category the default grey', () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    const bom = screen.getByRole('region', { name: 'Bill of Materials' });
    fireEvent.click(within(bom).getByRole('button', { name: 'Show All 9 Materials' }));
    const styles = [...bom.querySelectorAll('[data-category-style]')].map((e) => e.getAttribute('data-category-style'));
    expect(styles).toEqual([
      'Speaker',
      'Battery',
      'Processor',
      'Components',
      'Casing',
      'Speaker',
      'Components',
      'default',
      'Antenna',
    ]);
  });
});

describe('cost breakdown', () => {
  it('has a legend of the top 5 and Other Components, and no chart without materials', () => {
    const { unmount } = renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    const legend = screen.getByRole('list', { name: 'Chart legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toHaveLength(6);
    expect(within(legend).getByText('Other Components 21.0%')).toBeTruthy();
    unmount();
    renderInApp(<AnalysisResults analysis={bareAnalysis()} mode="owner" />);
    expect(screen.queryByRole('list', { name: 'Chart legend' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Doughnut chart/ })).toBeNull();
  });
});

describe('methodology', () => {
  it('shows steps, the confidence with its band, the note and the disclaimer', () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    fireEvent.click(screen.getByText('How this was estimated'));
    const panel = screen.getByRole('region', { name: 'Analysis Methodology' });
    expect(within(panel).getByRole('heading', { name: 'Component Matching' })).toBeTruthy();
    expect(within(panel).getByRole('progressbar', { name: 'Confidence Level' }).getAttribute('aria-valuenow')).toBe(
      '72',
    );
    expect(within(panel).getByText('Medium')).toBeTruthy();
    expect(within(panel).getByText(ANALYSIS_FIXTURE.confidenceNote)).toBeTruthy();
    expect(within(panel).getByRole('complementary', { name: 'Important Disclaimer' }).textContent).toContain(
      ANALYSIS_FIXTURE.disclaimer,
    );
  });
});

describe('make vs buy', () => {
  it('opens on Make In-House and switches to Buy from Supplier', () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    tab('Make or buy');
    const panel = screen.getByRole('region', { name: 'Make vs Buy Analysis' });
    expect(within(panel).getByText('Recommendation: Buy')).toBeTruthy();
    expect(within(panel).getByRole('tab', { name: 'Make In-House' }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel).getByText('$45,000')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('tab', { name: 'Buy from Supplier' }));
    expect(within(panel).getByText('$27,500')).toBeTruthy();
    // The supplier's price is named apart from the wholesale price of the cost-to-retail flow.
    const unit = within(panel).getByText("Supplier's Unit Price").closest('dt')!;
    expect(unit.textContent).toContain('not the wholesale price a shop pays');
    expect(within(panel).getByText('Coastline Audio Manufacturing')).toBeTruthy();
    expect(within(panel).getByText('High reliability').className).toContain('tone-green');
  });
});

describe('pricing analysis', () => {
  it('shows whole-percent markups, margins with one decimal, similarity bands and the summary', () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    tab('Make or buy');
    const panel = screen.getByRole('region', { name: 'Pricing Analysis' });
    const steps = [...panel.querySelectorAll('.price-flow-step')].map((s) => s.textContent);
    expect(steps).toEqual([
      'Materials Costthe raw materials for one unit$20.00',
      'Manufacturing Costmaterials, labour, overhead and tooling for one unit+40%$28.00',
      'Wholesale Pricewhat a shop pays the brand for one+50%$42.00',
      'Retail Pricewhat a shopper pays+90%$79.99',
    ]);
    expect(within(panel).getByText('Wholesale Margin').nextElementSibling?.textContent).toBe('33.3%');
    expect(within(panel).getByText('Retail Margin').nextElementSibling?.textContent).toBe('47.5%');
    expect(within(panel).getByText('High Match · 88%').className).toContain('tone-green');
    expect(within(panel).getByText('Good Match · 72%').className).toContain('tone-yellow');
    expect(within(panel).getByText('Fair Match · 55%').className).toContain('tone-red');
    expect(within(panel).getByText('+$10.00 vs estimate')).toBeTruthy();
    expect(within(panel).getByText('−$30.02 vs estimate')).toBeTruthy();
    expect(within(panel).getByText('Your Position').nextElementSibling?.textContent).toBe('Above average');
    expect(within(panel).getByText('Price Range').nextElementSibling?.textContent).toBe('$49.97 - $89.99');
  });
});

describe('tabs', () => {
  it('opens on the parts, and ends each tab in something to do here', () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    let panel = sectionPanel();
    expect(within(panel).getByRole('region', { name: 'Bill of Materials' })).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: `Compare store prices for ${ANALYSIS_FIXTURE.productName}` }),
    ).toBeTruthy();
    panel = tab('Make or buy');
    expect(
      within(panel).getByRole('link', { name: `Find suppliers for ${ANALYSIS_FIXTURE.productName}` }),
    ).toBeTruthy();
    panel = tab('Market');
    expect(within(panel).getByRole('button', { name: 'Watch price' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/from the home screen/);
  });

  it('shows real products with their badges and links under Make or buy', () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    const panel = tab('Make or buy');
    expect(within(panel).getByRole('heading', { name: 'Real Products Found' })).toBeTruthy();
    expect(within(panel).getAllByText('Out of Stock')).toHaveLength(1);
    const links = within(panel).getAllByRole('link', { name: 'View & Contact' });
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['https://www.example.com/products/speaker-1', '_blank'],
      ['https://www.example.com/products/speaker-2', '_blank'],
    ]);
  });

  it('falls back to a placeholder when a product image fails', () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    tab('Make or buy');
    const img = screen.getByRole('img', { name: ANALYSIS_FIXTURE.realProducts![0]!.productName });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('shows the market, platforms and insights of the analysis', () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    const panel = tab('Market');
    expect(
      within(panel).getByText('Good market potential. Focus on differentiation and unique value propositions.'),
    ).toBeTruthy();
    expect(within(panel).getByRole('progressbar', { name: 'Saturation' }).getAttribute('aria-valuenow')).toBe('75');
    expect(within(panel).getByText('June, July, November, December')).toBeTruthy();
    expect(within(panel).getAllByRole('heading', { name: 'Advantages' })).toHaveLength(2);
    expect(within(panel).getAllByRole('heading', { name: 'Challenges' })).toHaveLength(2);
    expect(
      within(panel).getByRole('progressbar', { name: 'Amazon.ca suitability' }).getAttribute('aria-valuenow'),
    ).toBe('95');
    const insights = within(panel).getByText('Insights, recommendations and tips').closest('details')!;
    expect(
      within(insights)
        .getAllByRole('list')
        .map((l) => l.tagName),
    ).toEqual(['UL', 'OL', 'OL']);
  });

  it('says when the analysis has no market, and shows no empty panels', () => {
    renderInApp(<AnalysisResults analysis={bareAnalysis()} mode="owner" />);
    expect(screen.queryByText('No real products found for this analysis.')).toBeNull();
    expect(tab('Market').textContent).toContain('No market saturation data available for this analysis');
    expect(screen.queryByRole('heading', { name: 'Platform Recommendations' })).toBeNull();
    tab('Make or buy');
    expect(screen.queryByRole('region', { name: 'Make vs Buy Analysis' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pricing Analysis' })).toBeNull();
  });
});

describe('actions', () => {
  it('starts a new analysis', () => {
    const onNewAnalysis = vi.fn();
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" onNewAnalysis={onNewAnalysis} />);
    fireEvent.click(screen.getByRole('button', { name: 'New Analysis' }));
    expect(onNewAnalysis).toHaveBeenCalledOnce();
  });

  const SHARE = {
    shareUrl: 'https://costlens.example/shared/tok_123',
    shareToken: 'tok_123',
    shareTitle: 'Speaker',
    shareDescription: 'Cheap to make',
  };

  it('asks for a title and makes the public link first when the analysis is not shared yet', () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share Analysis' }));
    expect(screen.getByRole('dialog', { name: 'Share Analysis Publicly' })).toBeTruthy();
    // One share action: there is no second button for the link, and nothing to save by hand.
    expect(screen.queryByRole('button', { name: /Public Link/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save to History' })).toBeNull();
  });

  it("copies the summary with the public link (never this page's address) when there is no share sheet", async () => {
    const writeText = vi.fn(async (_t: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" share={SHARE} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share Analysis' }));
    });
    expect(writeText).toHaveBeenCalledWith(
      `Portable Bluetooth Speaker 20 W - Estimated BOM cost: $17.00 - $24.00, 72% confidence ${SHARE.shareUrl}`,
    );
    expect(currentToast()?.title).toBe('Copied to Clipboard');
  });

  it('uses the device share sheet with the public link when there is one, without a toast', async () => {
    const share = vi.fn(async (_d: ShareData) => undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText: vi.fn() } });
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" share={SHARE} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share Analysis' }));
    });
    expect(share.mock.calls[0]?.[0]).toMatchObject({
      text: 'Portable Bluetooth Speaker 20 W - Estimated BOM cost: $17.00 - $24.00, 72% confidence',
      url: SHARE.shareUrl,
    });
    expect(currentToast()).toBeNull();
  });

  it('offers the owner to stop sharing and to delete', () => {
    const onUnshare = vi.fn();
    const onDelete = vi.fn();
    renderInApp(
      <AnalysisResults
        analysis={ANALYSIS_FIXTURE}
        mode="owner"
        share={SHARE}
        onUnshare={onUnshare}
        onDelete={onDelete}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stop Sharing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onUnshare).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("toggles the comments: 'Show Comments & Community' / 'Hide Comments'", async () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="owner" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Comments & Community' }));
    expect(await screen.findByRole('heading', { name: 'Add Comment' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Comments' }));
    expect(screen.queryByRole('heading', { name: 'Add Comment' })).toBeNull();
  });
});

describe('a visitor', () => {
  it('sees the same figures and words as the owner, no actions, and the comments open', async () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="visitor" onNewAnalysis={() => undefined} />);
    for (const name of ['New Analysis', 'Share Analysis', 'Delete', 'Show Comments & Community']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    const banner = screen.getByRole('region', { name: 'Estimated cost of materials' });
    expect(banner.textContent).toContain('Confidence72%');
    expect(screen.getByText(ANALYSIS_FIXTURE.confidenceNote)).toBeTruthy();
    expect(screen.getByText(ANALYSIS_FIXTURE.disclaimer)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Add Comment' })).toBeTruthy();
  });

  it("leaves the page's one h1 to the shared page: the product name is an h2", () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="visitor" />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: ANALYSIS_FIXTURE.productName })).toBeTruthy();
  });
});

describe('an uncertain estimate', () => {
  it("says it is rough instead of 'Analysis Complete' when the photo is only probably this product", () => {
    renderInApp(
      <AnalysisResults
        analysis={{
          ...ANALYSIS_FIXTURE,
          identification: {
            productQuery: 'speaker',
            upc: null,
            brand: null,
            source: 'detection',
            evidence: [],
            outcome: 'probable',
            candidates: [{ categoryId: 'speaker', label: 'Speaker', score: 0.5 }],
          },
        }}
        mode="owner"
      />,
    );
    expect(screen.queryByText('Analysis Complete')).toBeNull();
    expect(screen.getByText(/Rough estimate/)).toBeTruthy();
  });
});

describe('sources', () => {
  it('keeps the technical account and the worksheet behind a Sources disclosure', () => {
    renderInApp(
      <AnalysisResults
        analysis={{
          ...ANALYSIS_FIXTURE,
          methodology: [
            { step: 'Visual Analysis', description: 'Recognised a speaker.', detail: 'CenterNet said 0.81' },
          ],
          sources: [
            {
              figure: 'BOM low',
              text: 'Driver: 2 × CAD 2.40 = CAD 4.80',
              sources: [{ publisher: 'Counterpoint', year: 2023, url: 'https://example.com/teardown' }],
            },
          ],
        }}
        mode="owner"
      />,
    );
    const sources = screen.getByText('Sources').closest('details')!;
    expect(sources.open).toBe(false);
    expect(within(sources).getByText('CenterNet said 0.81')).toBeTruthy();
    expect(within(sources).getByText('Driver: 2 × CAD 2.40 = CAD 4.80')).toBeTruthy();
    expect(within(sources).getByRole('link', { name: 'Counterpoint, 2023' }).getAttribute('href')).toBe(
      'https://example.com/teardown',
    );
    expect(screen.getByText('Recognised a speaker.')).toBeTruthy();
  });
});
