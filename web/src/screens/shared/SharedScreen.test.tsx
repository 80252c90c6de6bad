import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderScreen, storedAnalysis } from '../../test-support/screens.tsx';
import SharedScreen from './SharedScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'sharedsharedsharedsha1';

describe('SharedScreen', () => {
  it('says it is loading, then shows Analysis Not Found with a way home', async () => {
    let answer: (r: Response) => void = () => {};
    fakeApi({
      [`GET /api/shared/${TOKEN}`]: new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    });
    renderScreen(<SharedScreen shareToken={TOKEN} />);
    expect(screen.getByText('Loading shared analysis...')).toBeTruthy();
    answer(json({ error: 'Analysis not found' }, 404));
    expect(await screen.findByRole('heading', { name: 'Analysis Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to CostLens Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the header (badge, title, description, views, date), sets the page title, then the cards', async () => {
    document.title = 'CostLens';
    fakeApi({
      [`GET /api/shared/${TOKEN}`]: json({
        analysis: storedAnalysis({
          shareToken: TOKEN,
          isPublic: true,
          shareTitle: 'Bottle costs',
          shareDescription: 'Steel and a lid.',
          viewCount: 12,
          confidence: 64,
        }),
      }),
    });
    const view = renderScreen(<SharedScreen shareToken={TOKEN} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bottle costs' })).toBeTruthy();
    expect(screen.getByText('Shared Analysis')).toBeTruthy();
    expect(screen.getByText('Steel and a lid.')).toBeTruthy();
    expect(screen.getByText('12 views')).toBeTruthy();
    expect(screen.getByText('Nov 20, 2026')).toBeTruthy();
    expect(document.title).toBe('Bottle costs');
    expect(screen.getByText('64% confidence')).toBeTruthy();
    view.unmount();
    expect(document.title).toBe('CostLens');
  });

  it('titles a share without a title by the product name and the suffix', async () => {
    fakeApi({
      [`GET /api/shared/${TOKEN}`]: json({
        analysis: storedAnalysis({ shareToken: TOKEN, isPublic: true, productName: 'Desk Lamp' }),
      }),
    });
    renderScreen(<SharedScreen shareToken={TOKEN} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Desk Lamp - Cost Analysis' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Desk Lamp - Cost Analysis'));
  });
});
