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

const typeInSearch = (text: string) =>
  fireEvent.change(screen.getByLabelText(KIND_SEARCH_TEXTS.label), { target: { value: text } });
/** The result naming `kind`, once the taxonomy has loaded. */
const findResult = (kind: RegExp) => screen.findByRole('button', { name: kind }, { timeout: LOADS_KINDS_MS });

describe('KindSearch', () => {
  it(
    'finds a kind by another of its names, in English or French, and says it comes from similar products',
    async () => {
      render(<Picker />);
      typeInSearch('skillet');
      const result = await findResult(/Frying pan/);
      expect(result.textContent).toContain('from similar products: pots and pans');
      expect(result.textContent).toContain('tariff heading 7615.10');
      typeInSearch('poêle');
      expect(await findResult(/Frying pan/)).toBeTruthy();
    },
    LOADS_KINDS_MS,
  );

  it(
    'keeps the kind picked, and lets it be changed',
    async () => {
      render(<Picker />);
      typeInSearch('toast');
      fireEvent.click(await findResult(/Toaster/));
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
      typeInSearch('zzqx');
      expect(await screen.findByText(KIND_SEARCH_TEXTS.none, undefined, { timeout: LOADS_KINDS_MS })).toBeTruthy();
    },
    LOADS_KINDS_MS,
  );
});
