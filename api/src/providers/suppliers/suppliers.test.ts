import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorRecorded,
  googleOnMarketplace,
  googleRecorded,
  googleSpreadOverMarketplaces,
  noResults,
} from '../../../test/fixtures/suppliers-flights/fixtures.ts';
import { startReplayServer } from '../../../test/replay-server.ts';
import type { ReplayRequest, ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';
import { ProviderError } from '../errors.ts';
import { createSerpApiClient } from '../transports/serpapi/client.ts';
import { createSupplierProvider } from './index.ts';

const product = { brand: 'FENSACE', name: 'red floral sundress' };
const siteOf = (req: ReplayRequest) => /site:(\S+)/.exec(req.query.get('q') ?? '')?.[1] ?? '';

describe('SerpApi supplier search (google engine, site: per marketplace)', () => {
  let server: ReplayServer;
  let reply: (req: ReplayRequest) => ReplayResponse;
  beforeAll(async () => {
    server = await startReplayServer((req) => reply(req));
  });
  afterAll(() => server.close());
  const provider = () =>
    createSupplierProvider(createSerpApiClient({ apiKey: 'k', baseUrl: server.url, timeoutMs: 2_000 }));

  it('asks google once per marketplace with a site: query for Canada', async () => {
    const before = server.requests.length;
    reply = (req) => ({ status: 200, json: googleOnMarketplace(`www.${siteOf(req)}`, 'x') });
    const result = await provider().search(product, { country: 'CA' });
    const sent = server.requests.slice(before).map((r) => Object.fromEntries(r.query));
    expect(sent.map((q) => q.q).sort()).toEqual([
      'FENSACE red floral sundress site:alibaba.com',
      'FENSACE red floral sundress site:aliexpress.com',
      'FENSACE red floral sundress site:globalsources.com',
      'FENSACE red floral sundress site:made-in-china.com',
    ]);
    for (const q of sent)
      expect(q).toMatchObject({
        engine: 'google',
        gl: 'ca',
        hl: 'en',
        google_domain: 'google.ca',
        num: '10',
        api_key: 'k',
      });
    expect(result.meta.queries).toHaveLength(4);
    expect(result.complete).toBe(true);
  });

  it('maps each organic result to a supplier with its marketplace, host and match score, best first', async () => {
    reply = (req) => ({ status: 200, json: googleOnMarketplace(`www.${siteOf(req)}`, 'x') });
    const { suppliers, meta } = await provider().search(product, { country: 'CA' });
    expect(suppliers).toHaveLength(16);
    expect(meta.totalFound).toBe(16);
    expect(new Set(suppliers.map((s) => s.marketplace))).toEqual(
      new Set(['alibaba', 'aliexpress', 'made-in-china', 'globalsources']),
    );
    expect(suppliers.map((s) => s.score)).toEqual([...suppliers.map((s) => s.score)].sort((a, b) => b - a));
    // The FENSACE listing names the brand (+2), "sundress" and "floral" (+1 each).
    expect(suppliers[0]).toEqual({
      marketplace: expect.any(String),
      title: 'FENSACE Womens Sundress Summer Floral Short ...',
      snippet:
        'Features: wrap v neck, ruffle short sleeve, a line, above knee length, floral dress, material is lightweight, flowy, soft.',
      host: expect.stringMatching(/^www\./),
      link: expect.stringMatching(/\/FENSACE-Womens-Sundress-Summer-Floral\/dp\/B09PD954XT$/),
      score: 4,
    });
    const alibaba = suppliers.find((s) => s.marketplace === 'alibaba' && s.title.startsWith('Red Floral Dress'))!;
    expect(alibaba).toMatchObject({
      host: 'www.alibaba.com',
      link: 'https://www.alibaba.com/red-floral-dress/s?k=red+floral+dress',
      score: 2,
    });
  });

  it('keeps one copy of a listing found twice (tracking parameters differ)', async () => {
    reply = (req) => ({
      status: 200,
      json: siteOf(req) === 'alibaba.com' ? googleSpreadOverMarketplaces('x') : noResults('google'),
    });
    const { suppliers, meta } = await provider().search(product, { country: 'CA' });
    expect(googleSpreadOverMarketplaces('x').organic_results).toHaveLength(5);
    expect(suppliers).toHaveLength(4);
    expect(meta.totalFound).toBe(4);
    expect(suppliers.map((s) => s.marketplace).sort()).toEqual([
      'alibaba',
      'aliexpress',
      'globalsources',
      'made-in-china',
    ]);
  });

  it('drops hits on sites that are not supplier marketplaces (the recording is all amazon.com)', async () => {
    reply = () => ({ status: 200, json: googleRecorded() });
    const result = await provider().search(product, { country: 'CA' });
    expect(result).toMatchObject({ suppliers: [], meta: { totalFound: 0 }, complete: true });
  });

  it('treats "hasn\'t returned any results" as an empty search', async () => {
    reply = () => ({ status: 200, json: noResults('google') });
    await expect(provider().search(product, { country: 'CA' })).resolves.toMatchObject({
      suppliers: [],
      complete: true,
    });
  });

  it('returns what the other marketplaces found when one search fails, marked incomplete', async () => {
    reply = (req) =>
      siteOf(req) === 'aliexpress.com'
        ? { status: 429, json: errorRecorded(), headers: { 'retry-after': '30' } }
        : { status: 200, json: googleOnMarketplace(`www.${siteOf(req)}`, 'x') };
    const result = await provider().search(product, { country: 'CA' });
    expect(result.complete).toBe(false);
    expect(result.suppliers).toHaveLength(12);
    expect(result.suppliers.some((s) => s.marketplace === 'aliexpress')).toBe(false);
  });

  it.each([
    ['429 on every search', { status: 429, json: errorRecorded(), headers: { 'retry-after': '30' } }, 'busy'],
    ['the error body with 200', { status: 200, json: errorRecorded() }, 'unavailable'],
    ['the error body with 400', { status: 400, json: errorRecorded() }, 'unavailable'],
  ] as const)('fails with %s', async (_label, response, code) => {
    reply = () => ({ ...response, json: response.json });
    const err = await provider()
      .search(product, { country: 'CA' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).code).toBe(code);
    if (code === 'busy') expect((err as ProviderError).opts.retryAfterSeconds).toBe(30);
  });
});

describe('embedded supplier default (no key)', () => {
  it('gives one marketplace search link per marketplace, marked as a link and never scored', async () => {
    const provider = createSupplierProvider(null);
    expect(provider.configured).toBe(false);
    const { suppliers, meta } = await provider.search(
      { brand: 'Hydro Flask', name: 'water bottle' },
      { country: 'CA' },
    );
    expect(suppliers.map((s) => [s.marketplace, s.host])).toEqual([
      ['alibaba', 'www.alibaba.com'],
      ['aliexpress', 'www.aliexpress.com'],
      ['made-in-china', 'www.made-in-china.com'],
      ['globalsources', 'www.globalsources.com'],
    ]);
    for (const s of suppliers) {
      expect(s).toMatchObject({ isSearchLink: true, score: 0 });
      expect(s.link).toContain('Hydro%20Flask%20water%20bottle');
    }
    expect(meta).toEqual({ totalFound: 0, queries: ['Hydro Flask water bottle'] });
  });
});
