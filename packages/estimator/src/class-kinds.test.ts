// ImageNet classes no row of the reviewed table gives a meaning, read as the taxonomy's kinds by the one name
// matcher: a drill or a frying pan supports its kind as a `like` class does (asked about, estimated from its
// family once confirmed), while animals, food, scenes and the classes whose name means something else stay out.
import { familyOf, findEntryById, kindById } from '@costlens/costbook';
import { describe, expect, it } from 'vitest';

import { kindForClassName } from './class-kinds.ts';
import { LIKE_WEIGHT } from './imagenet-evidence.ts';
import { imagenetTable } from './test-support/classifier-views.ts';

const meaningOf = (name: string) => {
  const index = imagenetTable.labels.findIndex((l) => l.split(',')[0]!.trim() === name);
  if (index < 0) throw new Error(`no class ${name}`);
  return imagenetTable.meanings[index]!;
};

describe('classes read as product kinds', () => {
  it.each([
    ['power drill', 'drill'],
    ['frying pan', 'frying-pan'],
    ['electric guitar', 'electric-guitar'],
    ['sunglasses', 'sunglasses'],
    ['vacuum', 'vacuum-cleaner'],
  ])('%s is the kind %s, priced by its family', (name, kindId) => {
    expect(meaningOf(name).entries).toEqual([{ entryId: kindId, weight: LIKE_WEIGHT }]);
    const kind = kindById(kindId)!;
    expect(kind.entry).toBeUndefined();
    expect(findEntryById(kindId)).toBeDefined();
    expect(familyOf(kind)).toBeDefined();
  });

  it('leaves animals, food, scenes and shops to their groups', () => {
    expect(meaningOf('golden retriever').group).toBe('animal');
    expect(meaningOf('cheeseburger').group).toBe('food');
    expect(meaningOf('cheeseburger').entries).toEqual([]);
    expect(meaningOf('grocery store').entries.every((e) => e.weight < 1)).toBe(true);
  });

  it('never reads a class whose name means another thing, nor by a near spelling', () => {
    expect(kindForClassName('gas pump')).toBeNull();
    expect(kindForClassName('lens cap')).toBeNull();
    expect(meaningOf('gas pump').entries).toEqual([]);
    expect(kindForClassName('drilll power')).toBeNull();
  });

  it('leaves a kind with a detailed entry to the reviewed table', () => {
    // A teapot is only like a kettle in the table; the rule must not make it the kettle.
    expect(meaningOf('teapot').entries.map((e) => e.entryId)).toEqual(['kettle']);
  });
});
