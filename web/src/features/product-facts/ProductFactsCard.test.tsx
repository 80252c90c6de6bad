import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductFactsResponse } from '@costlens/contracts';
import { fakeApi, json, renderInApp } from '../../test-support/app.tsx';
import { BARCODE_ONLY_TEXTS, BarcodeOnlyNote } from './BarcodeOnlyNote.tsx';
import { ProductFactsCard } from './ProductFactsCard.tsx';

const CODE = '7622210288257';
const PATH = `GET /api/product-facts/${CODE}`;

/** As the API answers a product Open Food Facts knows (the recorded Poulain "Grand Arôme"). */
const POULAIN: ProductFactsResponse = {
  code: CODE,
  found: true,
  name: 'Grand Arôme',
  brand: 'Poulain',
  quantity: '800 g',
  countries: ['France', 'Belgium'],
  categories: ['Beverages', 'Sweet snacks', 'Chocolate powders'],
  costBookEntry: 'snack-bag',
  imageUrl: 'https://static.openfoodfacts.org/images/products/762/221/028/8257/front_fr.59.400.jpg',
  source: {
    database: 'Open Food Facts',
    url: `https://world.openfoodfacts.org/product/${CODE}`,
    licence: 'ODbL',
    licenceUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
    attribution: 'Product facts from Open Food Facts (openfoodfacts.org), available under the Open Database License.',
  },
  searched: ['Open Food Facts'],
  cached: false,
};

const NOBODY_KNOWS: ProductFactsResponse = {
  ...POULAIN,
  found: false,
  name: null,
  brand: null,
  quantity: null,
  countries: [],
  categories: [],
  costBookEntry: null,
  imageUrl: null,
  source: null,
  searched: ['Open Food Facts', 'UPCitemdb'],
};

afterEach(() => vi.unstubAllGlobals());

function card() {
  return screen.getByRole('region', { name: 'Product facts' });
}

describe('the product facts card', () => {
  it('shows name, brand, size and where it is sold, with the database and its ODbL attribution', async () => {
    const requests = fakeApi({ [PATH]: () => json(POULAIN) });
    renderInApp(<ProductFactsCard code={CODE} />);
    await screen.findByText('Grand Arôme');
    const rows = [...card().querySelectorAll('dl > div')].map((d) => d.textContent);
    expect(rows).toEqual(['NameGrand Arôme', 'BrandPoulain', 'Size800 g', 'Sold inFrance, Belgium']);
    expect(within(card()).getByText(`From the barcode ${CODE}`)).toBeTruthy();
    const database = within(card()).getByRole('link', { name: 'Open Food Facts' });
    expect(database.getAttribute('href')).toBe(`https://world.openfoodfacts.org/product/${CODE}`);
    const licence = within(card()).getByRole('link', { name: 'Open Database License' });
    expect(licence.getAttribute('href')).toBe('https://opendatacommons.org/licenses/odbl/1-0/');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([PATH]);
  });

  it('leaves out what the database does not list, and names UPCitemdb with its terms', async () => {
    fakeApi({
      [PATH]: () =>
        json({
          ...POULAIN,
          name: 'ORGANIC BLUE CORN TORTILLA CHIPS',
          brand: null,
          quantity: null,
          countries: [],
          source: {
            database: 'UPCitemdb',
            url: `https://www.upcitemdb.com/upc/${CODE}`,
            licence: 'UPCitemdb terms',
            licenceUrl: 'https://devs.upcitemdb.com/',
            attribution: 'Product facts from UPCitemdb (upcitemdb.com).',
          },
          searched: ['Open Food Facts', 'UPCitemdb'],
        }),
    });
    renderInApp(<ProductFactsCard code={CODE} />);
    await screen.findByText('ORGANIC BLUE CORN TORTILLA CHIPS');
    expect([...card().querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Name']);
    expect(within(card()).getByRole('link', { name: 'UPCitemdb' }).getAttribute('href')).toBe(
      `https://www.upcitemdb.com/upc/${CODE}`,
    );
    expect(within(card()).getByRole('link', { name: 'under its terms' })).toBeTruthy();
    expect(within(card()).queryByRole('link', { name: 'Open Database License' })).toBeNull();
  });

  it('says so when no database knows the barcode, and which were asked', async () => {
    fakeApi({ [PATH]: () => json(NOBODY_KNOWS) });
    renderInApp(<ProductFactsCard code={CODE} />);
    expect(await within(card()).findByText('No product facts for this barcode.')).toBeTruthy();
    expect(within(card()).getByText('Looked up in Open Food Facts and UPCitemdb.')).toBeTruthy();
    expect(within(card()).queryByRole('link')).toBeNull();
  });

  it('says the facts are not available right now when the lookup fails', async () => {
    fakeApi({
      [PATH]: () => json({ error: 'Product facts is temporarily busy.', code: 'busy', retryable: true }, 503),
    });
    renderInApp(<ProductFactsCard code={CODE} />);
    expect(await within(card()).findByText("Product facts for this barcode aren't available right now.")).toBeTruthy();
  });

  it.each([
    [
      'the capability is off on this server',
      503,
      { error: 'Product facts are unavailable on this server.', code: 'not_configured' },
    ],
    ['a server without the endpoint', 404, { error: 'Not found', code: 'not_found' }],
  ])('stays out of the way when %s', async (_label, status, body) => {
    const requests = fakeApi({ [PATH]: () => json(body, status) });
    const { container } = renderInApp(<ProductFactsCard code={CODE} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('.product-facts')).toBeNull());
  });
});

describe('a search by a barcode alone', () => {
  const note = () => screen.getByRole('region', { name: 'Searched by barcode' });

  it('says stores are searched by the number, and offers the name a database gives it', async () => {
    fakeApi({ [PATH]: () => json(POULAIN) });
    const onSearch = vi.fn();
    renderInApp(<BarcodeOnlyNote code={CODE} onSearch={onSearch} />);
    expect(within(note()).getByText(BARCODE_ONLY_TEXTS.lead(CODE))).toBeTruthy();
    fireEvent.click(await within(note()).findByRole('button', { name: 'Search for “Poulain Grand Arôme”' }));
    expect(onSearch).toHaveBeenCalledWith('Poulain Grand Arôme', 'Poulain');
    expect(within(note()).queryByRole('form')).toBeNull();
  });

  it.each([
    ['no database knows the code', () => json(NOBODY_KNOWS), BARCODE_ONLY_TEXTS.unknown],
    [
      'this server looks up no product facts',
      () => json({ error: 'Off', code: 'not_configured' }, 503),
      BARCODE_ONLY_TEXTS.unknown,
    ],
    [
      'the lookup fails',
      () => json({ error: 'Busy', code: 'busy', retryable: true }, 503),
      BARCODE_ONLY_TEXTS.unavailable,
    ],
  ])('lets the shopper type the name when %s', async (_name, answer, words) => {
    fakeApi({ [PATH]: answer });
    const onSearch = vi.fn();
    renderInApp(<BarcodeOnlyNote code={CODE} onSearch={onSearch} />);
    const form = await within(note()).findByRole('form', { name: 'Search by name' }, { timeout: 5000 });
    expect(within(form).getByText(words)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);
    fireEvent.change(within(form).getByLabelText(BARCODE_ONLY_TEXTS.typeIt), {
      target: { value: ' Chocolate powder ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('Chocolate powder', null);
  });
});
