import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExtractedProduct } from '@costlens/contracts';
import { DEFAULT_CURRENCY, extractProduct, extractProductWithSources } from './extract.ts';
import { decodeHtml } from './fetch-page.ts';

const FIXTURES = new URL('./test-fixtures/', import.meta.url);

interface Expected {
  name: string;
  brand: string | null;
  price: number | null;
  currency: string | null;
  category: string | null;
  accept?: { price?: number[]; currency?: string[] };
}
const expected = JSON.parse(readFileSync(new URL('expected.json', FIXTURES), 'utf8')) as Record<string, Expected>;

// The address each page was served from (its canonical link or og:url), as the fetch would pass it.
const PAGE_URLS: Record<string, string> = {
  'amazon-1.html': 'https://www.amazon.com/Lighting-Fixture-Plaster-Conservatory-Dimmable/dp/B07G2L3JMM',
  'amazon-2.html': 'https://www.amazon.com/Gorilla-6012110-Black-2-Pack-Piece/dp/B00N150YS4',
  'amazon-3.html': 'https://www.amazon.co.uk/Vegetable-Perfection-delicious-recipes-shoots/dp/1849757097',
  'costco-1.html': 'https://www.costco.com/afa-stainless-33-inch-sink-and-semi-pro-faucet-combo.product.100432602.html',
  'etsy-1.html': 'https://www.etsy.com/es/listing/550571276/el-original-he-y-hay-calabaza-decoracion',
  'extruct-microdata-1.html': 'https://example.com/anvil',
  'fye-1.html': 'https://www.fye.com/better-off-dead-exclusive-blu-ray-steelbook-fye.000000032429335302.html',
  'globalindustrial-1.html':
    'https://www.globalindustrial.com/p/work-benches/components/tops/60-x-24-maple-square-edge-bench-top',
  'jossandmain-1.html': 'https://www.jossandmain.com/lighting/pdp/duprey-4-light-lantern-pendant-j001109161.html',
  'monsterpetsupplies-1.html': 'https://www.monsterpetsupplies.co.uk/cat/cat-flea-tick/johnsons-4-fleas-cats-kittens',
  'overstock-1.html':
    'https://www.overstock.com/Home-Garden/Certified-International-Elegance-Canape-Plates-Set-of-6/29099468/product.html',
  'potterybarn-1.html': 'https://www.potterybarn.com/products/tully-brass-sconce/',
  'rejuvenation-1.html': 'https://www.rejuvenation.com/catalog/products/keystick-wall-sconce-aged-brass',
  'schemaorg-example-1.html': 'https://example.com/anvil',
  'schemaorg-example-2.html': 'https://example.com/anvil',
  'wayfair-1.html': 'https://www.wayfair.com/furniture/pdp/wade-logan-penhook-2047-wide-armchair-w005759888.html',
};

const squashSpaces = (s: string | null) => (s === null ? null : s.replace(/\s+/g, ' ').trim());

interface FieldCheck {
  page: string;
  field: string;
  want: unknown;
  got: unknown;
  ok: boolean;
}

/**
 * Which fields count: name, brand, price and currency on every page (a null there is a claim too:
 * "no price", "a book has no brand"); category only where expected.json names one. A page that
 * states no currency carries the default (CAD), so an expected null currency means CAD.
 */
function checkPage(page: string, want: Expected): FieldCheck[] {
  const html = readFileSync(new URL(page, FIXTURES), 'utf8');
  const got = extractProduct(html, PAGE_URLS[page] ?? 'https://example.com/');
  const checks: FieldCheck[] = [];
  const add = (field: string, wantValue: unknown, gotValue: unknown, ok: boolean) =>
    checks.push({ page, field, want: wantValue, got: gotValue, ok });
  add('name', want.name, got?.name ?? null, squashSpaces(got?.name ?? null) === squashSpaces(want.name));
  add('brand', want.brand, got?.brand ?? null, (got?.brand ?? null) === want.brand);
  const prices = want.accept?.price ?? [want.price];
  add(
    'price',
    prices,
    got?.price ?? null,
    prices.some((p) => (p === null ? got?.price === null : got?.price != null && Math.abs(got.price - p) < 0.005)),
  );
  const currencies = want.accept?.currency ?? [want.currency ?? DEFAULT_CURRENCY];
  add('currency', currencies, got?.currency ?? null, currencies.includes(got?.currency ?? ''));
  if (want.category !== null)
    add(
      'category',
      want.category,
      got?.category ?? null,
      squashSpaces(got?.category ?? null) === squashSpaces(want.category),
    );
  return checks;
}

describe('extraction over every saved product page', () => {
  const pages = Object.keys(expected);

  it('has an address for every page in expected.json', () => {
    expect(pages.filter((p) => !PAGE_URLS[p])).toEqual([]);
  });

  it.each(pages)('%s gives a product the contract accepts', (page) => {
    const html = readFileSync(new URL(page, FIXTURES), 'utf8');
    const product = extractProduct(html, PAGE_URLS[page]!);
    expect(product).not.toBeNull();
    expect(ExtractedProduct.safeParse(product).success).toBe(true);
    expect(product!.keyFeatures.length).toBeLessThanOrEqual(6);
  });

  it('gets at least 95 % of the expected fields right', () => {
    const checks = pages.flatMap((p) => checkPage(p, expected[p]!));
    const right = checks.filter((c) => c.ok).length;
    const share = right / checks.length;
    const misses = checks
      .filter((c) => !c.ok)
      .map((c) => `  ${c.page} ${c.field}: want ${JSON.stringify(c.want)}, got ${JSON.stringify(c.got)}`);
    console.log(
      `product-page field accuracy: ${right}/${checks.length} = ${(share * 100).toFixed(1)} % over ${pages.length} pages${misses.length ? `\n${misses.join('\n')}` : ''}`,
    );
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it('takes JSON-LD over a meta price in another currency (etsy) and a marked sale over the regular price (rejuvenation)', () => {
    const read = (page: string) =>
      extractProductWithSources(readFileSync(new URL(page, FIXTURES), 'utf8'), PAGE_URLS[page]!)!;
    const etsy = read('etsy-1.html');
    expect([etsy.product.price, etsy.product.currency, etsy.sources.price]).toEqual([43.9, 'EUR', 'json-ld']);
    const rejuvenation = read('rejuvenation-1.html');
    expect([rejuvenation.product.price, rejuvenation.product.currency, rejuvenation.sources.price]).toEqual([
      120,
      'USD',
      'meta',
    ]);
  });

  it('reads Amazon bullets as key features and a book byline as no brand', () => {
    const read = (page: string) => extractProduct(readFileSync(new URL(page, FIXTURES), 'utf8'), PAGE_URLS[page]!)!;
    const tape = read('amazon-2.html');
    expect(tape.keyFeatures[0]).toMatch(/^Heavy duty and double thick/);
    expect(tape.image).toMatch(/^https:\/\/m\.media-amazon\.com\/images\/I\//);
    expect(read('amazon-3.html').brand).toBeNull();
  });
});

const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const URL_CA = 'https://shop.example.ca/p/1';

describe('edge cases the saved pages do not cover', () => {
  it.each<[string, string, Partial<ExtractedProduct>]>([
    [
      'ProductGroup prices its in-stock variant',
      page(
        ld({
          '@context': 'https://schema.org',
          '@type': 'ProductGroup',
          name: 'Trail Jacket',
          brand: { '@type': 'Brand', name: 'Arc' },
          hasVariant: [
            {
              '@type': 'Product',
              name: 'Trail Jacket S',
              offers: {
                '@type': 'Offer',
                price: '199.00',
                priceCurrency: 'CAD',
                availability: 'https://schema.org/OutOfStock',
              },
            },
            {
              '@type': 'Product',
              name: 'Trail Jacket M',
              offers: {
                '@type': 'Offer',
                price: '209.00',
                priceCurrency: 'CAD',
                availability: 'https://schema.org/InStock',
              },
            },
          ],
        }),
      ),
      { name: 'Trail Jacket', brand: 'Arc', price: 209, currency: 'CAD' },
    ],
    [
      '@graph with @id references and an @type array',
      page(
        ld({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', '@id': '#page', name: 'Shop' },
            {
              '@type': ['Product', 'Thing'],
              '@id': '#product',
              name: 'Kettle',
              brand: { '@id': '#brand' },
              offers: { '@id': '#offer' },
            },
            { '@type': 'Brand', '@id': '#brand', name: 'Brevo' },
            { '@type': 'Offer', '@id': '#offer', price: 89.5, priceCurrency: 'cad' },
            {
              '@type': 'BreadcrumbList',
              itemListElement: [
                { '@type': 'ListItem', position: 2, item: { '@id': '/k', name: 'Kettles' } },
                { '@type': 'ListItem', position: 1, item: { '@id': '/', name: 'Kitchen' } },
                { '@type': 'ListItem', position: 3, name: 'Kettle' },
              ],
            },
          ],
        }),
      ),
      { name: 'Kettle', brand: 'Brevo', price: 89.5, currency: 'CAD', category: 'Kitchen > Kettles' },
    ],
    [
      'offers array with nothing in stock takes the lowest',
      page(
        ld([
          {
            '@type': 'Product',
            name: 'Lamp',
            offers: [
              { '@type': 'Offer', price: '59.99', priceCurrency: 'USD', availability: 'OutOfStock' },
              { '@type': 'Offer', price: '49.99', priceCurrency: 'USD', availability: 'OutOfStock' },
            ],
          },
        ]),
      ),
      { name: 'Lamp', price: 49.99, currency: 'USD' },
    ],
    [
      'comma decimals and thousands dots in a JSON-LD string price',
      page(
        ld({ '@type': 'Product', name: 'Sofa', offers: { '@type': 'Offer', price: '2.699,00', priceCurrency: 'EUR' } }),
      ),
      { name: 'Sofa', price: 2699, currency: 'EUR' },
    ],
    [
      'a zero JSON-LD price is no price, so the meta price is used',
      page(
        ld({ '@type': 'Product', name: 'Mug', offers: { '@type': 'Offer', price: 0, priceCurrency: 'CAD' } }) +
          '<meta property="product:price:amount" content="12,50"><meta property="product:price:currency" content="CAD">',
      ),
      { name: 'Mug', price: 12.5, currency: 'CAD' },
    ],
    [
      'no price anywhere stays null and the currency defaults to CAD',
      page(
        '<meta property="og:title" content="Garden Hose | Hose Shop"><meta property="og:site_name" content="Hose Shop">',
      ),
      { name: 'Garden Hose', price: null, currency: 'CAD', brand: null },
    ],
    [
      'entities in meta tags and in JSON-LD strings are decoded',
      page(
        ld({
          '@type': 'Product',
          name: 'Salt &amp; Pepper 12&quot; Mill',
          brand: 'Chef&#039;s',
          offers: { price: '$$1,049.00', priceCurrency: 'CAD' },
        }),
      ),
      { name: 'Salt & Pepper 12" Mill', brand: "Chef's", price: 1049 },
    ],
    [
      'lenient JSON-LD: raw newlines in strings and a trailing comma',
      page(
        '<script type="application/ld+json">{"@type":"Product","name":"Desk\nLamp","offers":{"price":"35.00","priceCurrency":"CAD",},}</script>',
      ),
      { name: 'Desk Lamp', price: 35 },
    ],
    [
      'priceSpecification skips the list price',
      page(
        ld({
          '@type': 'Product',
          name: 'Drill',
          offers: {
            '@type': 'Offer',
            priceSpecification: [
              {
                '@type': 'UnitPriceSpecification',
                priceType: 'https://schema.org/ListPrice',
                price: 149,
                priceCurrency: 'CAD',
              },
              { '@type': 'UnitPriceSpecification', price: 119, priceCurrency: 'CAD' },
            ],
          },
        }),
      ),
      { name: 'Drill', price: 119, currency: 'CAD' },
    ],
    [
      'a related product in JSON-LD does not win over the page product',
      page(
        ld({
          '@type': 'Product',
          name: 'Chair',
          offers: { price: 80, priceCurrency: 'CAD' },
          isRelatedTo: [{ '@type': 'Product', name: 'Table', offers: { price: 300 } }],
        }),
      ),
      { name: 'Chair', price: 80 },
    ],
    [
      'microdata with a nested Brand item and breadcrumbs',
      page(
        '',
        `<ol itemscope itemtype="https://schema.org/BreadcrumbList">
          <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="/t"><span itemprop="name">Tools</span></a><meta itemprop="position" content="1"></li>
          <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="/t/s"><span itemprop="name">Saws</span></a><meta itemprop="position" content="2"></li></ol>
        <div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Hand Saw</h1>
          <div itemprop="brand" itemscope itemtype="http://schema.org/Brand"><span itemprop="name">Stanlee</span></div>
          <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price" content="24.99">$24.99</span><meta itemprop="priceCurrency" content="CAD"></div></div>`,
      ),
      { name: 'Hand Saw', brand: 'Stanlee', price: 24.99, currency: 'CAD', category: 'Tools > Saws' },
    ],
    [
      'Amazon.ca: "Visit the X Store", a CDN$ buy-box price and bullets',
      page(
        '<title>Amazon.ca: Cordless Kettle : Home</title>',
        `<span id="productTitle"> Cordless Kettle 1.7 L </span>
        <div id="bylineInfo_feature_div"><a id="bylineInfo" href="/stores/x">Visit the Brevo Store</a></div>
        <span id="price_inside_buybox">CDN$ 1,049.99</span>
        <div id="feature-bullets"><ul><li class="aok-hidden"><span>hidden</span></li><li><span class="a-list-item"> Boils in 3 minutes </span></li></ul></div>`,
      ),
      {
        name: 'Cordless Kettle 1.7 L',
        brand: 'Brevo',
        price: 1049.99,
        currency: 'CAD',
        keyFeatures: ['Boils in 3 minutes'],
      },
    ],
    [
      '<title> as the last resort, without the site name',
      page('<title>Walnut Cutting Board – Maple &amp; Co</title><meta property="og:site_name" content="Maple & Co">'),
      { name: 'Walnut Cutting Board', price: null },
    ],
  ])('%s', (label, html, want) => {
    const product = extractProduct(
      html,
      label.startsWith('Amazon.ca') ? 'https://www.amazon.ca/dp/B000TEST00' : URL_CA,
    );
    expect(product).toMatchObject(want);
    expect(ExtractedProduct.safeParse(product).success).toBe(true);
  });

  it.each([
    ['an empty page', ''],
    ['a bot wall', page('<title>Robot Check</title>')],
    ['a page titled only with the site name', page('<title>Etsy</title>')],
  ])('names no product on %s (null)', (_label, html) => {
    expect(extractProduct(html, 'https://www.etsy.com/listing/1')).toBeNull();
  });

  it('keeps at most six trimmed key features', () => {
    const properties = Array.from({ length: 9 }, (_, i) => ({
      '@type': 'PropertyValue',
      name: `Spec ${i + 1}`,
      value: `  value ${i + 1}  `,
    }));
    const product = extractProduct(
      page(ld({ '@type': 'Product', name: 'Router', additionalProperty: properties })),
      URL_CA,
    )!;
    expect(product.keyFeatures).toEqual([
      'Spec 1: value 1',
      'Spec 2: value 2',
      'Spec 3: value 3',
      'Spec 4: value 4',
      'Spec 5: value 5',
      'Spec 6: value 6',
    ]);
  });

  it('resolves relative image addresses against the page', () => {
    const product = extractProduct(
      page(ld({ '@type': 'Product', name: 'Rug', image: [{ '@type': 'ImageObject', url: '/img/rug.jpg' }] })),
      URL_CA,
    )!;
    expect(product.image).toBe('https://shop.example.ca/img/rug.jpg');
  });

  it.each([
    [
      'windows-1252 named in the header',
      Buffer.from('<title>Caf\xe9 cr\xe8me \x96 Shop</title>', 'latin1'),
      'text/html; charset=windows-1252',
      'Café crème – Shop',
    ],
    [
      'Shift_JIS named in <meta charset>',
      Buffer.concat([
        Buffer.from('<meta charset="shift_jis"><title>'),
        Buffer.from([0x93, 0xfa, 0x96, 0x7b]),
        Buffer.from('</title>'),
      ]),
      'text/html',
      '日本',
    ],
    [
      'a UTF-8 byte-order mark over a wrong header',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<title>Crème</title>')]),
      'text/html; charset=iso-8859-1',
      'Crème',
    ],
  ])('decodes %s', (_label, bytes, contentType, title) => {
    const product = extractProduct(decodeHtml(bytes, contentType), URL_CA);
    expect(product?.name).toBe(title);
  });
});
