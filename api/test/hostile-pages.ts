/**
 * Product pages built to cost a page reader as much time as possible, each at most the 3 MB a page may
 * have. They are made here, character by character; none is committed.
 */

const MB = 1024 * 1024;

/** A product page whose body opens <div>s until the page is `bytes` long and never closes one. */
export function nestedDivsPage(bytes = 3 * MB - 1024): string {
  const head = '<!doctype html><html><head><title>Nested kettle</title></head><body>';
  const tail = 'deep inside</body></html>';
  return head + '<div>'.repeat(Math.floor((bytes - head.length - tail.length) / 5)) + tail;
}

/** A JSON-LD Product whose description is `count` tags left open: "<br<br<br…". */
export function openTagsDescriptionPage(count = 40_000): string {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Open-tag kettle',
    description: '<br'.repeat(count),
    offers: { '@type': 'Offer', price: '19.99', priceCurrency: 'CAD' },
  };
  return `<!doctype html><html><head><title>Open-tag kettle</title><script type="application/ld+json">${JSON.stringify(product)}</script></head><body></body></html>`;
}

/** A page whose only name is a `chars`-long title of "a - a - …" that ends in a strong separator. */
export function separatorTitlePage(chars = 200 * 1024): string {
  return `<!doctype html><html><head><title>${'a - '.repeat(Math.floor(chars / 4))}|</title></head><body></body></html>`;
}

export const HOSTILE_PAGES: ReadonlyArray<[label: string, make: () => string]> = [
  ['3 MB of nested <div>s', nestedDivsPage],
  ['a JSON-LD description of 40,000 "<br"', openTagsDescriptionPage],
  ['a 200 KB title of "a - " repeats', separatorTitlePage],
];
