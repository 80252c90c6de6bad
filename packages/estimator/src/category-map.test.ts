import { allEntries, findEntryById } from '@costlens/costbook';
import { describe, expect, it } from 'vitest';

import { categoryForClass, isProductClass, SCENE_RULES } from './category-map.ts';
import { COCO_LABELS, refusalKindOf } from './coco.ts';

describe('COCO class → cost-book category', () => {
  it.each([
    ['laptop', [], 'laptop'],
    ['cup', [], 'mug'],
    ['teddy bear', [], 'teddy-bear'],
    ['clock', [], 'wall-clock'],
    ['cell phone', [], 'smartphone'],
    ['bottle', [], 'beverage-bottle'],
    ['tv', [], 'television'],
    ['tv', ['keyboard', 'mouse'], 'computer-monitor'],
    ['tv', ['laptop'], 'computer-monitor'],
  ])('%s with %j in the scene → %s', (label, scene, entryId) => {
    expect(categoryForClass(label, scene)?.entry.id).toBe(entryId);
  });

  it.each(['person', 'car', 'dog', 'stop sign', 'traffic light'])('%s has no category', (label) => {
    expect(categoryForClass(label)).toBeNull();
    expect(isProductClass(label)).toBe(false);
  });

  it('says when a class alone does not settle the category', () => {
    expect(categoryForClass('bottle')?.candidates.length).toBeGreaterThan(1);
    expect(categoryForClass('laptop')?.candidates.map((e) => e.id)).toEqual(['laptop']);
  });

  it('maps no person, animal or vehicle class to a product', () => {
    const refusedButMapped = COCO_LABELS.filter((l) => refusalKindOf(l) && isProductClass(l));
    expect(refusedButMapped).toEqual([]);
  });

  it('only uses COCO class names the detector can output', () => {
    const unknown = allEntries()
      .flatMap((e) => e.cocoClasses)
      .filter((c) => !(COCO_LABELS as readonly string[]).includes(c));
    expect(unknown).toEqual([]);
  });

  it('points every scene rule at an entry its class maps to', () => {
    for (const rule of SCENE_RULES) {
      expect(findEntryById(rule.entryId)?.cocoClasses).toContain(rule.cocoClass);
    }
  });
});

describe('refusal groups', () => {
  it.each([
    ['person', 'person'],
    ['zebra', 'animal'],
    ['cat', 'animal'],
    ['truck', 'vehicle'],
    ['airplane', 'vehicle'],
    ['boat', 'vehicle'],
    ['bicycle', null],
    ['laptop', null],
  ])('%s → %s', (label, kind) => {
    expect(refusalKindOf(label)).toBe(kind);
  });
});
