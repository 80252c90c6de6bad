import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@costlens/offline';
import { endpointKey } from '../../lib/api-client.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import LandedCostCard, { prepare } from './LandedCostCard.tsx';
import { prefillFromQuery } from './prefill.ts';
import { TEST_REFERENCE } from './test-data.ts';
import { REMEMBERED_KEY } from './use-remembered.ts';

/** The calculator's page as the app renders it first: the cost book already read. */
function renderPage() {
  const client = createQueryClient();
  client.setQueryData(endpointKey('landedCostReference'), TEST_REFERENCE);
  render(
    <QueryClientProvider client={client}>
      <LandedCostCard prefill={prefillFromQuery('')} variant="page" />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await db.settings.clear();
});

describe('the calculator page’s first render', () => {
  it('shows the form at once when the device’s settings were read before it (as its page’s first view shows it)', async () => {
    await prepare();
    renderPage();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(screen.getByLabelText('Unit price')).toBeTruthy();
    expect(screen.getByText('Enter the price of one unit to see what it costs delivered.')).toBeTruthy();
  });

  it('starts from the settings the person changed, read before the first render, and says so', async () => {
    await db.settings.put({ key: REMEMBERED_KEY, value: { province: 'QC' } });
    await prepare();
    renderPage();
    expect((screen.getByLabelText('Province or territory') as HTMLSelectElement).value).toBe('QC');
    expect(screen.getByText(/Using your last settings/).textContent).toMatch(/Quebec/);
  });

  it('reads them itself, behind its loading card, when nothing was read before it', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByLabelText('Unit price')).toBeTruthy();
  });
});
