// Pages built to be slow to read, read like any page of their size: each of these took from seconds to
// minutes before the element depth was bounded and the title and description were read in linear time.
// That is shown by comparison inside one run, never against a clock: each hostile page is timed beside an
// ordinary page of the same length (best of five each, so a busy machine slows both alike), and may take
// at most ten times as long (measured: 1–5); the quadratic readings took hundreds of times as long. How long a page
// takes is `pnpm bench`'s business.
import { describe, expect, it } from 'vitest';
import { nestedDivsPage, openTagsDescriptionPage, separatorTitlePage } from '../../../test/hostile-pages.ts';
import { extractProductWithSources, MAX_TITLE_CHARS, productTitle } from './extract.ts';
import { MAX_ELEMENT_DEPTH, indexPage } from './html.ts';

const URL = 'https://shop.example/p/1';
const MB = 1024 * 1024;
/** How many times an ordinary page of the same length a hostile page may take to read. */
const HOSTILE_LIMIT = 10;

/** Best of five timings of `run` on the input, after one run to warm up the compiler. */
function bestTime(run: (input: string) => unknown, input: string): number {
  run(input);
  let fastest = Infinity;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    run(input);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** How many times as long the hostile input takes as an ordinary one of the same length. */
function costBeside(run: (input: string) => unknown, hostile: string, ordinary: string): number {
  expect(ordinary.length).toBe(hostile.length);
  return bestTime(run, hostile) / bestTime(run, ordinary);
}

/** `page` with `from`'s repeats replaced by `to` (same length), in the same document. */
const ordinaryLike = (page: string, from: string, to: string) => {
  expect(to.length).toBe(from.length);
  return page.split(from).join(to);
};

const read = (page: string) => extractProductWithSources(page, URL);

// Each of these reads a page a dozen times: on a machine running other work that takes longer than the
// default limit, which bounds a hung test, not a slow page.
describe('hostile product pages', { timeout: 180_000 }, () => {
  it('reads 3 MB of nested <div>s (170 s before) like 3 MB of sibling elements, and finds the title', () => {
    const page = nestedDivsPage(3 * MB - 1024);
    expect(read(page)?.product.name).toBe('Nested kettle');
    // The same number of elements, each closed at once: "<div>" becomes "<br/>".
    expect(costBeside(read, page, ordinaryLike(page, '<div>', '<br/>'))).toBeLessThan(HOSTILE_LIMIT);
  });

  it('reads a JSON-LD description of 200,000 "<br" (40,000 took seconds before) like one of plain words', () => {
    const page = openTagsDescriptionPage(200_000);
    expect(read(page)?.product).toMatchObject({ name: 'Open-tag kettle', price: 19.99, currency: 'CAD' });
    expect(costBeside(read, page, ordinaryLike(page, '<br', 'br '))).toBeLessThan(HOSTILE_LIMIT);
  });

  it('reads a 1 MB title of "a - " repeats (200 KB took 8 s before) like a title of words, cut to a title length', () => {
    const page = separatorTitlePage(MB);
    expect(read(page)?.product.name.length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
    expect(costBeside(read, page, ordinaryLike(page, 'a - ', 'abc '))).toBeLessThan(HOSTILE_LIMIT);
  });

  it('nests elements no deeper than the bound: deeper ones become siblings', () => {
    const index = indexPage(`<body>${'<div>'.repeat(MAX_ELEMENT_DEPTH + 100)}<span id="deep">x</span></body>`);
    let depth = 0;
    for (let el = index.byId.get('deep')?.parent; el; el = el.parent) depth++;
    expect(depth).toBeLessThanOrEqual(MAX_ELEMENT_DEPTH + 1); // the elements plus the document
    expect(index.byTag.get('div')).toHaveLength(MAX_ELEMENT_DEPTH + 100);
  });
});

describe('site names stripped from titles', { timeout: 180_000 }, () => {
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

  it('strips a site name repeated across a long title as fast as it reads a title of words that long', () => {
    const title = 'aa - '.repeat(200_000) + 'Kettle';
    expect(productTitle(title, ['aa'])).toBeNull(); // the cut title is only the site's name, over and over
    const strip = (t: string) => productTitle(t, ['aa']);
    expect(costBeside(strip, title, ordinaryLike(title, 'aa - ', 'abcd '))).toBeLessThan(HOSTILE_LIMIT);
  });
});
