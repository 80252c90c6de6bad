/**
 * Factual summaries of offers, written from the numbers alone: what the explain routes answer when
 * no model is configured or the model fails. Only offers in the most common currency are compared;
 * no conversion is guessed.
 */
import type { AmazonOffer, PriceOffer } from '@costlens/contracts';
import { formatPrice } from '@costlens/domain';

interface Priced {
  price: number;
  currency: string;
  label: string;
}

/** "Found 12 priced offers from 7 retailers for “X”. The cheapest is $19.99 at Walmart, 38% below the median …" */
export function summarisePriceOffers(productName: string, offers: readonly PriceOffer[]): string {
  const name = `“${productName}”`;
  if (offers.length === 0) return `No offers were found for ${name}.`;
  if (offers.every((o) => o.isSearchLink)) {
    return `No prices were checked for ${name}: no shopping search is configured on this server. The list links to searches at ${offers.length} ${plural(offers.length, 'retailer')} so you can compare current prices yourself.`;
  }
  const priced = offers
    .filter((o) => !o.isSearchLink && o.price !== null && o.price > 0)
    .map((o) => ({ price: o.price!, currency: o.currency, label: o.retailer }));
  if (priced.length === 0)
    return `${offers.length} ${plural(offers.length, 'offer')} for ${name} ${offers.length === 1 ? 'lists' : 'list'} no price.`;
  const { main, currency, elsewhere } = mainCurrency(priced);
  const money = (n: number) => formatPrice(n, currency);
  const sorted = main.map((p) => p.price).sort((a, b) => a - b);
  const cheapest = main.reduce((a, b) => (b.price < a.price ? b : a));
  const retailers = new Set(main.map((p) => p.label.toLowerCase())).size;
  const parts: string[] = [];
  if (main.length === 1) {
    parts.push(`Found 1 priced offer for ${name}: ${money(cheapest.price)} at ${cheapest.label}.`);
  } else {
    const median = medianOf(sorted);
    const max = sorted.at(-1)!;
    const below = median > cheapest.price ? Math.round(((median - cheapest.price) / median) * 100) : 0;
    parts.push(`Found ${main.length} priced offers from ${retailers} ${plural(retailers, 'retailer')} for ${name}.`);
    parts.push(
      `The cheapest is ${money(cheapest.price)} at ${cheapest.label}${below > 0 ? `, ${below}% below the median price of ${money(median)}` : ''}.`,
    );
    if (max > cheapest.price)
      parts.push(
        `Prices range from ${money(cheapest.price)} to ${money(max)}, a spread of ${money(max - cheapest.price)}.`,
      );
    else parts.push(`Every offer is priced ${money(max)}.`);
  }
  if (elsewhere > 0)
    parts.push(
      `${elsewhere} more ${plural(elsewhere, 'offer is', 'offers are')} priced in other currencies and not compared.`,
    );
  const unpriced = offers.length - priced.length;
  if (unpriced > 0) parts.push(`${unpriced} ${plural(unpriced, 'offer lists', 'offers list')} no price.`);
  return parts.join(' ');
}

/** "7 of 10 Amazon results for “X” show a price. The cheapest is $39.99 (“TCL …”) …" */
export function summariseAmazonOffers(productName: string, offers: readonly AmazonOffer[]): string {
  const name = `“${productName}”`;
  if (offers.length === 0) return `Amazon returned no results for ${name}.`;
  const pricedOffers = offers.filter((o) => o.price !== null && o.price > 0);
  if (pricedOffers.length === 0)
    return `None of the ${offers.length} Amazon ${plural(offers.length, 'result')} for ${name} ${offers.length === 1 ? 'shows' : 'show'} a price.`;
  const { main, currency, elsewhere } = mainCurrency(
    pricedOffers.map((o) => ({ price: o.price!, currency: o.currency, label: o.title })),
  );
  const money = (n: number) => formatPrice(n, currency);
  const cheapest = main.reduce((a, b) => (b.price < a.price ? b : a));
  const parts = [
    `${pricedOffers.length} of ${offers.length} Amazon ${plural(offers.length, 'result')} for ${name} ${pricedOffers.length === 1 ? 'shows' : 'show'} a price.`,
  ];
  parts.push(`The cheapest is ${money(cheapest.price)} (“${shorten(cheapest.label)}”).`);
  if (main.length > 2)
    parts.push(`The median price is ${money(medianOf(main.map((p) => p.price).sort((a, b) => a - b)))}.`);
  const prime = pricedOffers.filter((o) => o.badges.prime).length;
  if (prime > 0) parts.push(`${prime} of the priced results ${prime === 1 ? 'is' : 'are'} Prime.`);
  const rated = pricedOffers
    .filter((o) => o.badges.rating !== null)
    .sort((a, b) => b.badges.rating! - a.badges.rating!)[0];
  if (rated)
    parts.push(
      `The best rated priced result (${rated.badges.rating} of 5) is “${shorten(rated.title)}” at ${formatPrice(rated.price!, rated.currency)}.`,
    );
  if (elsewhere > 0)
    parts.push(`${elsewhere} priced in other currencies ${elsewhere === 1 ? 'is' : 'are'} not compared.`);
  return parts.join(' ');
}

function mainCurrency(priced: readonly Priced[]): { main: Priced[]; currency: string; elsewhere: number } {
  const counts = new Map<string, number>();
  for (const p of priced) counts.set(p.currency, (counts.get(p.currency) ?? 0) + 1);
  const currency = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const main = priced.filter((p) => p.currency === currency);
  return { main, currency, elsewhere: priced.length - main.length };
}

function medianOf(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * 100) / 100;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

function shorten(title: string, max = 60): string {
  return title.length <= max ? title : `${title.slice(0, max - 1).trimEnd()}…`;
}
