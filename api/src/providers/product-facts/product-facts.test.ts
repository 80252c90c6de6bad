// The product-facts lookup against recorded answers of the Open Food Facts servers and UPCitemdb's trial,
// served at the wire by a local replay server (one server, a path prefix per database), with the limits
// kept in a real database as the API keeps them.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as recorded from '../../../test/fixtures/product-facts/fixtures.ts';
import { freshDatabase } from '../../../test/harness.ts';
import { providerFailure } from '../../../test/provider-failure.ts';
import { startReplayServer } from '../../../test/replay-server.ts';
import type { ReplayRequest, ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';
import type { Database } from '../../db/database.ts';
import { testConfig } from '../../env.ts';
import { manualClock } from '../../lib/clock.ts';
import { databaseGate } from '../../routes/product-facts/gate.ts';
import { createProductFactsProvider } from './index.ts';
import type { CallGate } from './index.ts';

const USER_AGENT = 'CostLens-test/1.0 (ops@costlens.test)';
const POULAIN = '7622210288257';
/** Where each database answers on the replay server. */
type Where = 'off' | 'obf' | 'opff' | 'opf' | 'upc';

describe('product facts from the Open Food Facts family and UPCitemdb', () => {
  let server: ReplayServer;
  let answers: Partial<Record<Where, (req: ReplayRequest) => ReplayResponse>>;
  let database: Database;
  let clock: ReturnType<typeof manualClock>;
  let gate: CallGate;

  beforeAll(async () => {
    server = await startReplayServer((req) => {
      const where = req.path.split('/')[1] as Where;
      const answer = answers[where];
      return answer ? answer(req) : { status: 500, body: `nothing recorded for ${req.path}` };
    });
  });
  afterAll(() => server.close());

  async function useLimits(env: Record<string, string> = {}) {
    await database?.close();
    database = await freshDatabase('sqlite');
    clock = manualClock();
    gate = databaseGate({ database, clock, config: testConfig(env) }, 'test-client');
  }
  beforeEach(async () => {
    answers = {};
    server.requests.length = 0;
    await useLimits();
  });
  afterEach(() => database.close());

  const provider = (timeoutMs = 2_000) =>
    createProductFactsProvider({
      userAgent: USER_AGENT,
      openFactsBaseUrls: {
        food: `${server.url}/off`,
        beauty: `${server.url}/obf`,
        petfood: `${server.url}/opff`,
        product: `${server.url}/opf`,
      },
      upcitemdbBaseUrl: `${server.url}/upc`,
      timeoutMs,
    });
  const lookup = (code: string, timeoutMs?: number) => provider(timeoutMs).lookup(code, { gate });
  const asked = (where: Where) => server.requests.filter((r) => r.path.startsWith(`/${where}/`));

  describe('found', () => {
    it('food: reads API v2 with product_type=all, the fields it needs and its User-Agent', async () => {
      answers.off = recorded.offFoundPoulain;
      const facts = await lookup(POULAIN);
      const [req] = asked('off');
      expect(req!.path).toBe(`/off/api/v2/product/${POULAIN}.json`);
      expect(req!.query.get('product_type')).toBe('all');
      expect(req!.query.get('fields')!.split(',')).toEqual(
        expect.arrayContaining(['product_name', 'brands', 'quantity', 'countries_tags', 'categories_tags']),
      );
      expect(req!.headers['user-agent']).toBe(USER_AGENT);
      expect(facts).toEqual({
        code: POULAIN,
        found: true,
        name: 'Grand Arôme',
        brand: 'Poulain',
        quantity: '800 g',
        countries: ['France'],
        categories: [
          'Beverages',
          'Snacks',
          'Breakfasts',
          'Sweet snacks',
          'Chocolates',
          'Instant beverages',
          'Cocoa and chocolate powders',
          'Chocolate powders',
          'Sweetened beverages',
        ],
        // A cocoa powder: its most specific category (sweetened beverages) names no kind the book prices, and the
        // broader ones ("Sweet snacks") are families, so no kind is claimed for it.
        costBookEntry: null,
        imageUrl: 'https://static.openfoodfacts.org/images/products/762/221/028/8257/front_fr.59.400.jpg',
        source: {
          database: 'Open Food Facts',
          url: `https://world.openfoodfacts.org/product/${POULAIN}`,
          licence: 'ODbL',
          licenceUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
          attribution:
            'Product facts from Open Food Facts (openfoodfacts.org), available under the Open Database License.',
        },
        searched: ['Open Food Facts'],
      });
      expect(asked('upc')).toHaveLength(0);
    });

    it('beauty: follows the 302 to Open Beauty Facts at its own base URL, whatever the address says', async () => {
      answers.off = recorded.offRedirectToBeauty;
      answers.obf = recorded.obfFound;
      const facts = await lookup('1234567890102');
      expect(asked('obf').map((r) => r.path)).toEqual(['/obf/api/v2/product/1234567890102.json']);
      expect(asked('obf')[0]!.query.get('product_type')).toBe('all');
      expect(facts).toMatchObject({
        found: true,
        name: 'Test product',
        brand: 'Test brand',
        quantity: null,
        countries: ['France'],
        categories: [
          'Beverages and beverages preparations',
          'Plant based foods and beverages',
          'Beverages',
          'Hot beverages',
          'Plant based beverages',
          'Teas',
        ],
        costBookEntry: 'tea',
        imageUrl: null,
        source: {
          database: 'Open Beauty Facts',
          url: 'https://world.openbeautyfacts.org/product/1234567890102',
          licence: 'ODbL',
        },
        searched: ['Open Food Facts', 'Open Beauty Facts'],
      });
    });

    it.each([
      [
        'a 302 (API v2, product_type=all)',
        recorded.offRedirectToProducts,
        'opf',
        '1234567890200',
        'Open Products Facts',
      ],
      [
        '"found with a different product type" (API v2)',
        recorded.offOtherType,
        'opf',
        '1234567890200',
        'Open Products Facts',
      ],
      [
        '"found with a different product type" (API v3)',
        recorded.offOtherTypeV3,
        'obf',
        '1234567890102',
        'Open Beauty Facts',
      ],
    ] as const)('other products: %s sends the read to that database', async (_l, first, where, code, database) => {
      answers.off = first;
      answers[where] = where === 'opf' ? recorded.opfFound : recorded.obfFound;
      const facts = await lookup(code);
      expect(asked(where)).toHaveLength(1);
      expect(facts.source?.database).toBe(database);
      expect(facts.found).toBe(true);
    });

    it('a database that points on again does not hold the product: one hop, then UPCitemdb', async () => {
      answers.off = recorded.offRedirectToProducts;
      answers.opf = recorded.offRedirectToBeauty;
      answers.upc = recorded.upcUnknown;
      const facts = await lookup('1234567890200');
      expect(asked('obf')).toHaveLength(0);
      expect(facts).toMatchObject({ found: false, searched: ['Open Food Facts', 'Open Products Facts', 'UPCitemdb'] });
    });
  });

  describe('not in the Open Food Facts family', () => {
    it.each([404, 200] as const)('(HTTP %s) asks UPCitemdb, whose facts come with its terms', async (status) => {
      answers.off = () => recorded.offNotFound(status);
      answers.upc = recorded.upcFound;
      const facts = await lookup('000000000000');
      const [req] = asked('upc');
      expect(req!.path).toBe('/upc/lookup');
      expect(req!.query.get('upc')).toBe('000000000000');
      expect(req!.headers['user-agent']).toBe(USER_AGENT);
      expect(facts).toEqual({
        code: '000000000000',
        found: true,
        name: 'ORGANIC BLUE CORN TORTILLA CHIPS',
        brand: null, // "N/A"
        quantity: null,
        countries: [],
        categories: ['Food, Beverages & Tobacco', 'Food Items', 'Snack Foods', 'Pretzels'],
        costBookEntry: 'pretzels',
        imageUrl: null, // retailers' photos: no licence to show them
        source: {
          database: 'UPCitemdb',
          url: 'https://www.upcitemdb.com/upc/000000000000',
          licence: 'UPCitemdb terms',
          licenceUrl: 'https://devs.upcitemdb.com/',
          attribution: 'Product facts from UPCitemdb (upcitemdb.com).',
        },
        searched: ['Open Food Facts', 'UPCitemdb'],
      });
    });

    it.each([
      ['no items', recorded.upcUnknown],
      ['INVALID_UPC (400)', recorded.upcInvalid],
    ])('and not in UPCitemdb (%s): an answer that nobody knows the code', async (_l, upc) => {
      answers.off = () => recorded.offNotFound();
      answers.upc = upc;
      await expect(lookup('012345678905')).resolves.toEqual({
        code: '012345678905',
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
      });
    });

    it.each([
      ['500', () => ({ status: 500, body: 'Internal Server Error' })],
      ['a body that is not JSON', () => ({ status: 200, body: '<html>maintenance</html>' })],
      ['no answer in time', () => ({ status: 200, json: {}, delayMs: Infinity })],
    ] as const)('UPCitemdb failing (%s) leaves the answer at "not in Open Food Facts"', async (_l, upc) => {
      answers.off = () => recorded.offNotFound();
      answers.upc = upc;
      const facts = await lookup('012345678905', 300);
      expect(facts).toMatchObject({ found: false, searched: ['Open Food Facts'] });
    });

    it("UPCitemdb's 429 stops its lookups until its Retry-After has passed", async () => {
      answers.off = () => recorded.offNotFound();
      answers.upc = recorded.upcExceeded;
      await expect(lookup('012345678905')).resolves.toMatchObject({ found: false, searched: ['Open Food Facts'] });
      answers.upc = recorded.upcFound;
      await expect(lookup('000000000000')).resolves.toMatchObject({ found: false, searched: ['Open Food Facts'] });
      expect(asked('upc')).toHaveLength(1);
      clock.advance(25_173_000);
      await expect(lookup('000000000000')).resolves.toMatchObject({ found: true, source: { database: 'UPCitemdb' } });
    });
  });

  describe('the primary database failing', () => {
    it.each([429, 503])('%s with Retry-After: busy for that long, and nothing is asked meanwhile', async (status) => {
      answers.off = () => ({ status, json: { status: 0 }, headers: { 'retry-after': '7' } });
      const err = await providerFailure(lookup(POULAIN));
      expect(err.code).toBe('busy');
      expect(err.opts.retryAfterSeconds).toBe(7);
      clock.advance(3_000);
      answers.off = recorded.offFoundPoulain;
      const waiting = await providerFailure(lookup(POULAIN));
      expect(waiting.code).toBe('busy');
      expect(waiting.opts.retryAfterSeconds).toBe(4);
      expect(asked('off')).toHaveLength(1);
      clock.advance(4_000);
      await expect(lookup(POULAIN)).resolves.toMatchObject({ found: true });
      expect(asked('upc')).toHaveLength(0);
    });

    it('429 without Retry-After: backs off a minute', async () => {
      answers.off = () => ({ status: 429, body: 'Too Many Requests' });
      expect((await providerFailure(lookup(POULAIN))).opts.retryAfterSeconds).toBe(60);
    });

    it.each([
      ['500', { status: 500, body: 'Internal Server Error' }, 'unavailable'],
      ['502 from a proxy', { status: 502, body: '<html>Bad Gateway</html>' }, 'unavailable'],
      ['403 in HTML', { status: 403, body: '<html>Forbidden</html>' }, 'unavailable'],
      ['200 that is not JSON', { status: 200, body: '<html>maintenance</html>' }, 'bad_response'],
      ['JSON without a status', { status: 200, json: { hello: 'world' } }, 'bad_response'],
      [
        'a redirect to somewhere else',
        { status: 302, body: '', headers: { location: 'https://example.com/x' } },
        'bad_response',
      ],
    ] as const)('%s: fails as %s, without asking UPCitemdb', async (_l, answer, code) => {
      answers.off = () => ({ ...answer });
      answers.upc = recorded.upcFound;
      expect((await providerFailure(lookup(POULAIN))).code).toBe(code);
      expect(asked('upc')).toHaveLength(0);
    });

    it('no answer in time: timeout', async () => {
      answers.off = () => ({ status: 200, json: {}, delayMs: Infinity });
      expect((await providerFailure(lookup(POULAIN, 200))).code).toBe('timeout');
    });
  });

  describe('limits kept in the database', () => {
    it('at most PRODUCT_FACTS_READS_PER_MINUTE reads of the family a minute, a redirect counting as two', async () => {
      await useLimits({ PRODUCT_FACTS_READS_PER_MINUTE: '3' });
      clock.set(Date.UTC(2026, 10, 23, 12, 0, 20));
      answers.off = recorded.offRedirectToProducts;
      answers.opf = recorded.opfFound;
      await expect(lookup('1234567890200')).resolves.toMatchObject({ found: true }); // reads 1 and 2
      answers.off = recorded.offFoundPoulain;
      await expect(lookup(POULAIN)).resolves.toMatchObject({ found: true }); // read 3
      const err = await providerFailure(lookup(POULAIN));
      expect(err.code).toBe('busy');
      expect(err.opts.retryAfterSeconds).toBe(40);
      expect(server.requests).toHaveLength(3);
      clock.advance(40_000);
      await expect(lookup(POULAIN)).resolves.toMatchObject({ found: true });
    });

    it("at most PRODUCT_FACTS_UPCITEMDB_DAILY_CALLS of UPCitemdb's trial lookups a UTC day", async () => {
      await useLimits({ PRODUCT_FACTS_UPCITEMDB_DAILY_CALLS: '2' });
      clock.set(Date.UTC(2026, 10, 23, 22));
      answers.off = () => recorded.offNotFound();
      answers.upc = recorded.upcUnknown;
      for (let i = 0; i < 2; i++) {
        await expect(lookup('012345678905')).resolves.toMatchObject({ searched: ['Open Food Facts', 'UPCitemdb'] });
      }
      await expect(lookup('012345678905')).resolves.toMatchObject({ found: false, searched: ['Open Food Facts'] });
      expect(asked('upc')).toHaveLength(2);
      clock.set(Date.UTC(2026, 10, 24, 0, 0, 1));
      await expect(lookup('012345678905')).resolves.toMatchObject({ searched: ['Open Food Facts', 'UPCitemdb'] });
    });
  });
});

describe('PRODUCT_FACTS=off (the embedded provider)', () => {
  it('asks nobody and says the facts are unavailable here', async () => {
    const provider = createProductFactsProvider(null);
    expect(provider.configured).toBe(false);
    const gate: CallGate = {
      take: () => Promise.reject(new Error('the embedded provider must not ask for leave')),
      backOff: () => Promise.reject(new Error('nor back off')),
    };
    await expect(provider.lookup(POULAIN, { gate })).rejects.toMatchObject({ code: 'not_configured' });
  });
});
