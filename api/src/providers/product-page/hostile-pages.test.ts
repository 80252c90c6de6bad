// Pages built to be slow to read, read in time: each of these took from seconds to minutes before the
// element depth was bounded and the title and description were read in linear time. The inputs are
// five times the attack's where the cost was quadratic (25 times the attack's time before: minutes),
// and the bounds leave room for a loaded two-core machine (measured: 0.15–0.3 s, 20 ms, 30 ms).
import { describe, expect, it } from 'vitest';
import { nestedDivsPage, openTagsDescriptionPage, separatorTitlePage } from '../../../test/hostile-pages.ts';
import { extractProductWithSources, MAX_TITLE_CHARS, productTitle } from './extract.ts';
import { MAX_ELEMENT_DEPTH, indexPage } from './html.ts';

const URL = 'https://shop.example/p/1';

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

describe('hostile product pages', () => {
  it('reads 3 MB of nested <div>s (170 s before) in seconds, and still finds the title', () => {
    const { value, ms } = timed(() => extractProductWithSources(nestedDivsPage(), URL));
    expect(value?.product.name).toBe('Nested kettle');
    expect(ms).toBeLessThan(3_000);
  });

  it('reads a JSON-LD description of 200,000 "<br" (40,000 took seconds before) in well under 2 s', () => {
    const { value, ms } = timed(() => extractProductWithSources(openTagsDescriptionPage(200_000), URL));
    expect(value?.product).toMatchObject({ name: 'Open-tag kettle', price: 19.99, currency: 'CAD' });
    expect(ms).toBeLessThan(2_000);
  });

  it('reads a 1 MB title of "a - " repeats (200 KB took 8 s before) in well under 2 s, cut to a title length', () => {
    const { value, ms } = timed(() => extractProductWithSources(separatorTitlePage(1024 * 1024), URL));
    expect(value?.product.name.length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
    expect(ms).toBeLessThan(2_000);
  });

  it('nests elements no deeper than the bound: deeper ones become siblings', () => {
    const index = indexPage(`<body>${'<div>'.repeat(MAX_ELEMENT_DEPTH + 100)}<span id="deep">x</span></body>`);
    let depth = 0;
    for (let el = index.byId.get('deep')?.parent; el; el = el.parent) depth++;
    expect(depth).toBeLessThanOrEqual(MAX_ELEMENT_DEPTH + 1); // the elements plus the document
    expect(index.byTag.get('div')).toHaveLength(MAX_ELEMENT_DEPTH + 100);
  });
});

describe('site names stripped from titles', () => {
  it.each([
    ['Tully Sconce | Pottery Barn', ['pottery barn'], 'Tully Sconce'],
    ['Amazon.com: Gorilla Tape : Industrial', ['amazon'], 'Gorilla Tape : Industrial'],
    ['Etsy UK - Handmade Mug - Etsy UK', ['etsy'], 'Handmade Mug'],
    ['Coca-Cola Classic 12 x 355 mL – Walmart.ca', ['walmart'], 'Coca-Cola Classic 12 x 355 mL'],
    ['Kettle - 1.7 L | Best Buy Canada', ['bestbuy'], 'Kettle - 1.7 L'],
    ['Walmart.ca', ['walmart'], null],
    ['Kettle | Shop | Walmart', ['walmart'], 'Kettle | Shop'],
    ['Shop: Kettle', ['shop'], 'Kettle'],
    ['Kettle', ['shop'], 'Kettle'],
  ])('%s → %s', (title, sites, want) => {
    expect(productTitle(title, sites)).toBe(want);
  });

  it('strips a site name repeated across a long title in linear time', () => {
    const { value, ms } = timed(() => productTitle('aa - '.repeat(200_000) + 'Kettle', ['aa']));
    expect(value).toBeNull(); // the cut title is only the site's name, over and over
    expect(ms).toBeLessThan(1_000);
  });
});
