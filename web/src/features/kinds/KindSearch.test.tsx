import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CategoryRef } from '@costlens/contracts';

import { KindSearch, KIND_SEARCH_TEXTS } from './KindSearch.tsx';

afterEach(cleanup);

/** The taxonomy's first load, on a machine busy running every other test. */
const LOADS_KINDS_MS = 60_000;

const CATEGORIES: CategoryRef[] = [
  { id: 'toaster', label: 'Toaster', heading: '8516.72' },
  { id: 'frying-pan', label: 'Frying pan', family: 'pots and pans', heading: '7615.10' },
  { id: 'saucepan', label: 'Saucepan', family: 'pots and pans', heading: '7615.10' },
];

function Picker() {
  const [value, setValue] = useState('');
  return <KindSearch categories={CATEGORIES} value={value} onChange={setValue} />;
}

describe('KindSearch', () => {
  it(
    'finds a kind by another of its names, in English or French, and says it comes from similar products',
    async () => {
      render(<Picker />);
      fireEvent.change(screen.getByLabelText(KIND_SEARCH_TEXTS.label), { target: { value: 'skillet' } });
      const result = await screen.findByRole('button', { name: /Frying pan/ }, { timeout: LOADS_KINDS_MS });
      expect(result.textContent).toContain('from similar products: pots and pans');
      expect(result.textContent).toContain('tariff heading 7615.10');
      fireEvent.change(screen.getByLabelText(KIND_SEARCH_TEXTS.label), { target: { value: 'poêle' } });
      expect(await screen.findByRole('button', { name: /Frying pan/ }, { timeout: LOADS_KINDS_MS })).toBeTruthy();
    },
    LOADS_KINDS_MS,
  );

  it(
    'keeps the kind picked, and lets it be changed',
    async () => {
      render(<Picker />);
      fireEvent.change(screen.getByLabelText(KIND_SEARCH_TEXTS.label), { target: { value: 'toast' } });
      fireEvent.click(await screen.findByRole('button', { name: /Toaster/ }, { timeout: LOADS_KINDS_MS }));
      expect(screen.getByText('Toaster')).toBeTruthy();
      expect(screen.queryByRole('searchbox')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: KIND_SEARCH_TEXTS.change }));
      expect(screen.getByRole('searchbox')).toBeTruthy();
    },
    LOADS_KINDS_MS,
  );

  it(
    'says when nothing matches',
    async () => {
      render(<Picker />);
      fireEvent.change(screen.getByLabelText(KIND_SEARCH_TEXTS.label), { target: { value: 'zzqx' } });
      expect(await screen.findByText(KIND_SEARCH_TEXTS.none, undefined, { timeout: LOADS_KINDS_MS })).toBeTruthy();
    },
    LOADS_KINDS_MS,
  );
});
