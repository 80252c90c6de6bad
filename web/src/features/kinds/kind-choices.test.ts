import * as kinds from '@costlens/costbook/kinds';
import { describe, expect, it } from 'vitest';

import { MAX_KIND_CHOICES, mergeKindChoices, searchKindChoices } from './kind-choices.ts';

describe('mergeKindChoices', () => {
  it("keeps the server's choices first, then the device's closest kinds, each kind once", () => {
    const server = [
      { id: 'laptop', label: 'Laptop' },
      { id: 'drill', label: 'Drill' },
    ];
    const merged = mergeKindChoices(server, kinds, 'cordless');
    expect(merged.slice(0, 2)).toEqual(server);
    expect(merged.map((c) => c.id)).toContain('cordless-phone');
    expect(new Set(merged.map((c) => c.id)).size).toBe(merged.length);
    expect(merged.length).toBeLessThanOrEqual(MAX_KIND_CHOICES);
  });

  it("offers the server's choices alone until the device's matcher has loaded", () => {
    expect(mergeKindChoices([{ id: 'toy', label: 'Toy' }], null, 'widget')).toEqual([{ id: 'toy', label: 'Toy' }]);
  });

  it('offers nothing for words nothing is close to, so the search takes over', () => {
    expect(mergeKindChoices([], kinds, 'zzqx blorb')).toEqual([]);
  });

  it('labels each choice with words the server reads back as that very kind', () => {
    for (const choice of mergeKindChoices([], kinds, 'blorb can')) {
      expect(kinds.readProductName(choice.label).kind?.id).toBe(choice.id);
    }
  });
});

describe('searchKindChoices', () => {
  it('finds kinds by another of their names, in English or French', () => {
    expect(searchKindChoices(kinds, 'skillet').map((c) => c.id)).toContain('frying-pan');
    expect(searchKindChoices(kinds, 'poêle').map((c) => c.id)).toContain('frying-pan');
    expect(searchKindChoices(kinds, '  ')).toEqual([]);
  });
});
