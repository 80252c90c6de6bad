import { readFileSync } from 'node:fs';
import type { VendorHandler } from '../fake-vendors.ts';

type Json = Record<string, unknown>;
const RECORDED = readFileSync(
  new URL('../fixtures/suppliers-flights/serpapi-google_flights-1.json', import.meta.url),
  'utf8',
);

/** The recording with its two lists swapped, so the app's own sort is what orders the rows. */
function swapped(): Json {
  const body = JSON.parse(RECORDED) as Json;
  return { ...body, best_flights: body.other_flights, other_flights: body.best_flights };
}

function noResults(): Json {
  const { best_flights: _b, other_flights: _o, price_insights: _p, ...rest } = JSON.parse(RECORDED) as Json;
  return { ...rest, error: "Google Flights hasn't returned any results for this query." };
}

/** SerpApi's google_flights engine (see ../fixtures/suppliers-flights/PROVENANCE.md). */
export const handle: VendorHandler = (req) => {
  if (req.path !== '/search.json' || req.query.get('engine') !== 'google_flights') return null;
  const q = req.query;
  const required = ['departure_id', 'arrival_id', 'outbound_date', ...(q.get('type') === '1' ? ['return_date'] : [])];
  const missing = required.find((k) => !q.get(k));
  if (missing) return { status: 400, json: { error: `Missing query \`${missing}\` parameter.` } };
  if (q.get('arrival_id') === 'HNL') return { status: 200, json: noResults() };
  return { status: 200, json: swapped() };
};
