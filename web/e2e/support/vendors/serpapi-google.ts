import { readFileSync } from 'node:fs';
import type { VendorHandler } from '../fake-vendors.ts';

type Json = Record<string, unknown> & { organic_results?: Array<Record<string, unknown>> };
const RECORDED = readFileSync(new URL('../fixtures/suppliers-flights/serpapi-google-1.json', import.meta.url), 'utf8');
const MARKETPLACES = ['alibaba.com', 'aliexpress.com', 'made-in-china.com', 'globalsources.com'];

/** SerpApi's google engine for supplier searches: the recording moved to the marketplace the `site:` names
 *  (see ../fixtures/suppliers-flights/PROVENANCE.md). */
export const handle: VendorHandler = (req) => {
  if (req.path !== '/search.json' || req.query.get('engine') !== 'google') return null;
  const body = JSON.parse(RECORDED) as Json;
  const site = /site:(\S+)/.exec(req.query.get('q') ?? '')?.[1];
  if (site && MARKETPLACES.includes(site)) {
    for (const r of body.organic_results ?? []) {
      const u = new URL(String(r.link));
      u.hostname = `www.${site}`;
      r.link = u.toString();
    }
  }
  return { status: 200, json: body };
};
