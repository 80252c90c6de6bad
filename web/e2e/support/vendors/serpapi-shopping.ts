import { readFileSync } from 'node:fs';
import type { VendorHandler } from '../fake-vendors.ts';

const load = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/prices/${name}`, import.meta.url), 'utf8')) as unknown;
const SHOPPING = load('serpapi-google_shopping-1.json');
const AMAZON = load('serpapi-amazon-1.json');

/** SerpApi's google_shopping and amazon engines, answered with the recorded results whatever the query. */
export const handle: VendorHandler = (req) => {
  if (req.path !== '/search.json') return null;
  const engine = req.query.get('engine');
  if (engine === 'google_shopping') return { status: 200, json: SHOPPING };
  if (engine === 'amazon') return { status: 200, json: AMAZON };
  return null;
};
