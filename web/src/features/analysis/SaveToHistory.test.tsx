// jsdom has no IndexedDB, so the device store's saveToHistory is replaced by a recorder here; what it
// stores is the contract checked below. The store itself is tested in packages/offline.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredAnalysis } from '@costlens/contracts';
import { StorageFullError } from '@costlens/offline';
import type * as Offline from '@costlens/offline';
import AnalysisResults from './AnalysisResults.tsx';
import { ANALYSIS_FIXTURE } from '@costlens/contracts/testing';
import { currentToast, fakeApi, json, renderInApp } from '../../test-support/app.tsx';

type OfflineModule = typeof Offline;

const saved = vi.hoisted(() => ({
  calls: [] as { stored: unknown; thumbnail: Blob | null }[],
  fail: null as Error | null,
}));
vi.mock('@costlens/offline', async (original) => ({
  ...(await original<OfflineModule>()),
  saveToHistory: async (stored: unknown, thumbnail: Blob | null = null) => {
    if (saved.fail) throw saved.fail;
    saved.calls.push({ stored, thumbnail });
  },
}));

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';

beforeEach(() => {
  saved.calls = [];
  saved.fail = null;
});
afterEach(() => vi.unstubAllGlobals());

describe('Save to History', () => {
  it("stores the analysis under its id with the photo as thumbnail, then says 'Saved to History'", async () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="result" image={PHOTO} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save to History' }));
    });
    expect(saved.calls).toHaveLength(1);
    const [{ stored, thumbnail }] = saved.calls as [{ stored: StoredAnalysis; thumbnail: Blob | null }];
    expect(stored).toMatchObject({
      id: ANALYSIS_FIXTURE.id,
      type: 'full',
      productName: ANALYSIS_FIXTURE.productName,
      confidence: 72,
      isPublic: false,
    });
    expect(thumbnail?.type).toBe('image/jpeg');
    expect(currentToast()).toMatchObject({ title: 'Saved to History', variant: 'default' });
  });

  it('saves without a thumbnail when there is no photo', async () => {
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="result" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save to History' }));
    });
    expect(saved.calls[0]?.thumbnail).toBeNull();
  });

  it('shows a full device as a destructive toast, never a silent loss', async () => {
    saved.fail = new StorageFullError();
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="result" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save to History' }));
    });
    expect(currentToast()).toMatchObject({
      title: 'Storage Full',
      description: new StorageFullError().message,
      variant: 'destructive',
    });
  });

  it('records the public link when the analysis was shared first', async () => {
    fakeApi({
      [`POST /api/analyses/${ANALYSIS_FIXTURE.id}/share`]: () =>
        json({ success: true, shareUrl: '/shared/tok_123', shareToken: 'tok_123' }),
    });
    renderInApp(<AnalysisResults analysis={ANALYSIS_FIXTURE} mode="result" />);
    fireEvent.click(screen.getByRole('button', { name: 'Get Public Link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Share Link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save to History' }));
    });
    expect(saved.calls[0]?.stored).toMatchObject({
      isPublic: true,
      shareToken: 'tok_123',
      shareTitle: 'Portable Bluetooth Speaker 20 W - Cost Analysis',
    });
  });
});
