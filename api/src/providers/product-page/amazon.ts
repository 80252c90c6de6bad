import type { Element } from 'domhandler';
import { absoluteUrl, collapse, findAll, hasClass, textOf } from './html.ts';
import type { PageIndex } from './html.ts';
import { currencyFromText, parsePrice } from './price.ts';
import { emptyReading, keyFeatures } from './reading.ts';
import type { Reading } from './reading.ts';

/**
 * Amazon product pages carry no JSON-LD and no OpenGraph price, so the product is read from
 * the page's own element ids. Prices show only a symbol; the store's country names the currency.
 */

const AMAZON_HOST = /(?:^|\.)amazon\.((?:com|co)\.[a-z]{2}|[a-z]{2,3})$/i;

const CURRENCY_BY_DOMAIN: Record<string, string> = {
  com: 'USD',
  ca: 'CAD',
  'co.uk': 'GBP',
  de: 'EUR',
  fr: 'EUR',
  es: 'EUR',
  it: 'EUR',
  nl: 'EUR',
  'com.be': 'EUR',
  ie: 'EUR',
  se: 'SEK',
  pl: 'PLN',
  'com.au': 'AUD',
  'com.mx': 'MXN',
  'com.br': 'BRL',
  'co.jp': 'JPY',
  in: 'INR',
  sg: 'SGD',
  ae: 'AED',
  sa: 'SAR',
  'com.tr': 'TRY',
  eg: 'EGP',
};

/** The Amazon store's domain suffix ("com", "ca", "co.uk") when `host` is an Amazon store, else null. */
export function amazonDomain(host: string): string | null {
  const suffix = AMAZON_HOST.exec(host)?.[1]?.toLowerCase();
  return suffix && suffix in CURRENCY_BY_DOMAIN ? suffix : null;
}

// The buy box first: it is the price of the offer the page sells. Format swatches on book pages
// (several prices, none of them "the" price) are deliberately not read.
const PRICE_IDS = [
  'corePrice_feature_div',
  'corePriceDisplay_desktop_feature_div',
  'price_inside_buybox',
  'priceblock_ourprice',
  'priceblock_dealprice',
  'priceblock_saleprice',
];

/** Reads name, brand, price, category, bullets and image from an Amazon product page. */
export function readAmazon(index: PageIndex, domain: string, pageUrl: string): Reading {
  const reading = emptyReading();
  const byId = (id: string) => index.byId.get(id);

  const title = byId('productTitle');
  reading.name = title ? textOf(title) || null : null;
  reading.brand = brandFromByline(byId('bylineInfo'));

  let priceText: string | null = null;
  for (const id of PRICE_IDS) {
    const el = byId(id);
    if (!el) continue;
    // The core price blocks hold the amount in a screen-reader span; the older ids hold it directly.
    const holder = id.startsWith('corePrice') ? findAll(el, (e) => hasClass(e, 'a-offscreen'))[0] : el;
    const text = holder ? textOf(holder) : '';
    if (parsePrice(text) !== null) {
      priceText = text;
      break;
    }
  }
  const hidden = byId('attach-base-product-price');
  if (!priceText && hidden?.name === 'input') priceText = hidden.attribs.value ?? null;
  reading.price = parsePrice(priceText);
  reading.currency = (priceText && currencyFromText(priceText)) || CURRENCY_BY_DOMAIN[domain] || null;

  const crumbs = byId('wayfinding-breadcrumbs_feature_div');
  if (crumbs) {
    const names = findAll(crumbs, (e) => e.name === 'a' && e.attribs.id !== 'breadcrumb-back-link')
      .map(textOf)
      .filter(Boolean);
    reading.category = names.length > 0 ? names.join(' > ') : null;
  }

  const bullets = byId('feature-bullets');
  const points = bullets
    ? findAll(
        bullets,
        (e) => e.name === 'li' && !hasClass(e, 'aok-hidden') && e.attribs.id !== 'replacementPartsFitmentBullet',
      ).map(textOf)
    : [];
  reading.keyFeatures = keyFeatures(points, null);

  const image = byId('landingImage') ?? byId('imgBlkFront');
  if (image)
    reading.image = absoluteUrl(
      image.attribs['data-old-hires'] || firstDynamicImage(image) || image.attribs.src,
      pageUrl,
    );
  return reading;
}

/**
 * "Visit the Gorilla Store" → Gorilla; "Brand: X" → X; a plain brand link → its text.
 * A byline of authors ("by Mat Follas (Author)") names people, not a brand: null.
 */
function brandFromByline(byline: Element | undefined): string | null {
  if (!byline) return null;
  if (findAll(byline, (e) => hasClass(e, 'author') || hasClass(e, 'contribution')).length > 0) return null;
  const link = byline.name === 'a' ? byline : findAll(byline, (e) => e.name === 'a')[0];
  if (!link) return null;
  const text = collapse(textOf(link));
  const store = /^Visit the (.+?) Store$/i.exec(text) ?? /^(?:Brand|Marque|Marke|Marca)\s*:\s*(.+)$/i.exec(text);
  if (store) return store[1]!.trim() || null;
  return text || null;
}

/** The first address in `data-a-dynamic-image` ({"url": [w, h], ...}). */
function firstDynamicImage(img: Element): string | null {
  const raw = img.attribs['data-a-dynamic-image'];
  if (!raw) return null;
  try {
    const urls = Object.keys(JSON.parse(raw) as Record<string, unknown>);
    return urls[0] ?? null;
  } catch {
    return null;
  }
}
