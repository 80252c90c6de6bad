// The ImageNet table as the model reads it: every name it uses is one real class, every entry is in the
// cost book, and the classes shoppers photograph most land where a shopper would put them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { familyById, findEntryById, kindById } from '@costlens/costbook';
import { describe, expect, it } from 'vitest';

import { classifierModelDir } from './assets-node.ts';
import { buildImagenetTable, combineViews, headLabel, LIKE_WEIGHT, SHARED_CLASS_OTHER } from './imagenet-evidence.ts';
import { HEAD_CLASSES, PRODUCT_CLASSES, SHOP_CLASSES } from './imagenet-map.ts';
import { imagenetTable, view } from './test-support/classifier-views.ts';

describe('the ImageNet table', () => {
  it('names only cost-book entries', () => {
    const entries = [...PRODUCT_CLASSES.map((r) => r.entry), ...Object.values(SHOP_CLASSES).flat()];
    for (const entry of entries) expect(findEntryById(entry), entry).toBeDefined();
  });

  it('stops on a class name the model does not have, or one given two meanings', () => {
    const labels = imagenetTable.labels;
    expect(() => buildImagenetTable(labels.map((l) => (l.startsWith('Loafer') ? 'loafer shoe' : l)))).toThrow(
      /"Loafer" names 0 classes/,
    );
    expect(() => buildImagenetTable([...labels, 'coffee mug'])).toThrow(/"coffee mug" names 2 classes/);
  });

  it('gives every class one meaning: a product, a reason to refuse, or an object the book does not price', () => {
    let products = 0;
    let refusals = 0;
    let unpriced = 0;
    for (const meaning of imagenetTable.meanings.slice(1)) {
      if (meaning.group) refusals += 1;
      else if (meaning.entries.length > 0) products += 1;
      else unpriced += 1;
      expect(meaning.group !== null && meaning.entries.length > 0).toBe(false);
    }
    expect(products + refusals + unpriced).toBe(1000);
    expect(refusals).toBeGreaterThan(600); // 398 animals, and dishes, vehicles, places, clothes worn
  });

  it.each([
    ['running shoe', 'shoes'],
    ['sandal', 'shoes'],
    ['Loafer', 'shoes'],
    ['clog', 'shoes'],
    ['cowboy boot', 'shoes'],
    ['jersey', 't-shirt'],
    ['table lamp', 'lamp'],
    ['lampshade', 'lamp'],
    ['coffee mug', 'mug'],
    ['cup', 'mug'],
    ['lipstick', 'cosmetics'],
    ['lotion', 'cosmetics'],
    ['face powder', 'cosmetics'],
    ['perfume', 'cosmetics'],
    ['sunscreen', 'cosmetics'],
    ['hair spray', 'cosmetics'],
    ['pill bottle', 'supplement'],
    ['packet', 'snack-bag'],
    ['carton', 'boxed-food'],
    ['laptop', 'laptop'],
    ['studio couch', 'sofa'],
  ])('"%s" is evidence for %s first', (name, entry) => {
    expect(view({ [name]: 1 }).support[entry]).toBe(1);
  });

  it('counts a near neighbour and a second meaning for less', () => {
    expect(view({ teapot: 1 }).support.kettle).toBe(LIKE_WEIGHT);
    expect(view({ packet: 1 }).support['boxed-food']).toBe(SHARED_CLASS_OTHER);
  });

  it.each([
    ['golden retriever', 'animal'],
    ['puffer', 'animal'],
    ['pizza', 'food'],
    ['Granny Smith', 'food'],
    ['sports car', 'vehicle'],
    ['seashore', 'scene'],
    ['suit', 'worn'],
  ] as const)('"%s" counts toward %s', (name, group) => {
    expect(view({ [name]: 0.8 }).groups[group]).toBeCloseTo(0.8);
  });

  it('keeps a shop aisle apart: its goods are candidates, not a refusal', () => {
    const v = view({ 'grocery store': 0.6 });
    expect(v.shop).toBeCloseTo(0.6);
    expect(Object.values(v.groups).every((p) => p === 0)).toBe(true);
    expect(v.support['boxed-food']).toBeGreaterThan(0);
  });

  it('averages the photo and the subject', () => {
    const both = combineViews([view({ 'coffee mug': 0.2 }), view({ 'coffee mug': 0.8 }, 'subject')])!;
    expect(both.support.mug).toBeCloseTo(0.5);
    expect(combineViews([])).toBeNull();
  });
});

describe('the product head’s classes in the table', () => {
  const file = JSON.parse(
    readFileSync(join(classifierModelDir(), '..', 'product-head', 'product-head.json'), 'utf8'),
  ) as { classes: string[] };
  const table = buildImagenetTable(imagenetTable.labels, file.classes);
  const meaningOf = (headClass: string) => table.meanings[table.labels.indexOf(headLabel(headClass))]!;

  it('places every class of the committed head, names only cost-book entries and says its kind in the taxonomy', () => {
    expect(table.meanings).toHaveLength(imagenetTable.meanings.length + file.classes.length);
    for (const [headClass, row] of Object.entries(HEAD_CLASSES)) {
      for (const entry of [row.is, row.like].filter(Boolean)) expect(findEntryById(entry!), entry).toBeDefined();
      expect(row.kind ? kindById(row.kind) : familyById(row.family ?? ''), headClass).toBeDefined();
    }
    expect(() => buildImagenetTable(imagenetTable.labels, [...file.classes, 'spaceship'])).toThrow(
      /"spaceship" has no meaning/,
    );
  });

  it.each([
    ['milk', 'beverage-carton'],
    ['juice', 'beverage-carton'],
    ['plant-based-milk', 'beverage-carton'],
    ['hat', 'hat'],
    ['t-shirt', 't-shirt'],
  ])('reads "%s" as %s', (headClass, entry) => {
    expect(meaningOf(headClass).entries[0]).toEqual({ entryId: entry, weight: 1 });
  });

  it('reads a long-sleeved top as like a T-shirt, clothes the book does not price as worn, and produce as food', () => {
    expect(meaningOf('long-sleeve-top').entries).toEqual([{ entryId: 't-shirt', weight: LIKE_WEIGHT }]);
    expect(meaningOf('dress')).toMatchObject({ entries: [], group: 'worn' });
    expect(meaningOf('produce')).toMatchObject({ entries: [], group: 'food' });
  });
});
