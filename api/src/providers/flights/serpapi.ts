// Flight search through SerpApi's google_flights engine. The fields of a flight search request
// (FlightSearchRequest) are its parameters, passed as they are. The request fixes sort_by to 1, which
// SerpApi reads as "top flights", so the itineraries are sorted by price here (no price last).
import type { FlightItinerary, FlightSearchParams } from '@costlens/contracts';
import { resultList } from '../transports/serpapi/client.ts';
import type { SerpApiClient } from '../transports/serpapi/client.ts';
import type { FlightProvider } from './index.ts';

export function createSerpApiFlightProvider(serpapi: SerpApiClient): FlightProvider {
  return {
    configured: true,
    name: 'serpapi-google_flights',
    async search(p, opts = {}) {
      const body = await serpapi.search(
        {
          engine: 'google_flights',
          departure_id: p.departure_id,
          arrival_id: p.arrival_id,
          type: p.type,
          outbound_date: p.outbound_date,
          return_date: p.type === 1 ? p.return_date : undefined,
          adults: p.adults,
          travel_class: p.travel_class,
          sort_by: p.sort_by,
          deep_search: p.deep_search,
          gl: p.gl,
          hl: p.hl,
          currency: p.currency,
          stops: p.stops,
        },
        opts,
      );
      const itineraries = readItineraries(body, p.currency);
      return { itineraries, total: itineraries.length };
    },
  };
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** best_flights + other_flights as itineraries, cheapest first, unpriced last (then shortest first). */
export function readItineraries(body: Json, currency: FlightSearchParams['currency']): FlightItinerary[] {
  const items = [...resultList(body, 'best_flights'), ...resultList(body, 'other_flights')];
  const out = items.map((item) => toItinerary(item, currency)).filter((x): x is FlightItinerary => x !== null);
  return out
    .map((it, i) => ({ it, i }))
    .sort((a, b) => byPrice(a.it.price_value, b.it.price_value) || a.it.duration_min - b.it.duration_min || a.i - b.i)
    .map((x) => x.it);
}

function byPrice(a: number | null, b: number | null): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return a - b;
}

function toItinerary(item: Json, currency: FlightSearchParams['currency']): FlightItinerary | null {
  const legs = list(item.flights);
  const first = legs[0];
  const last = legs.at(-1);
  if (!first || !last) return null;
  const layovers = list(item.layovers);
  const from = str(obj(first.departure_airport).id);
  const to = str(obj(last.arrival_airport).id);
  const via = layovers.map((l) => str(l.id)).filter((x): x is string => x !== null);
  const summed =
    legs.reduce((s, l) => s + (num(l.duration) ?? 0), 0) + layovers.reduce((s, l) => s + (num(l.duration) ?? 0), 0);
  const carriers = [...new Set(legs.map((l) => str(l.airline)).filter((x): x is string => x !== null))];
  const price = num(item.price);
  return {
    summary: `${from ?? '?'} → ${to ?? '?'}${via.length ? ` via ${via.join(', ')}` : ''}`,
    duration_min: Math.max(0, Math.round(num(item.total_duration) ?? summed)),
    stops: Math.max(legs.length - 1, layovers.length),
    carriers,
    times: { depart: str(obj(first.departure_airport).time), arrive: str(obj(last.arrival_airport).time) },
    price_value: price !== null && price > 0 ? price : null,
    currency,
  };
}
