import type { FlightSearchParams } from '@costlens/contracts';
import { FlightSearchRequest } from '@costlens/contracts';
import { findAirport } from '@costlens/domain';
import { badRequest, zodToHttpError } from '../../http/errors.ts';

// "Not in the past" must hold for a traveller anywhere: the calendar day is still `today` at UTC−12 when
// it already is tomorrow in UTC, so the earliest date accepted is the UTC−12 date.
const EARLIEST_TIMEZONE_OFFSET_MS = 12 * 60 * 60 * 1000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar day: 2026-02-30 has the right shape but is not a date. */
function isCalendarDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDay(d.getTime()) === s;
}

/** Validates a flight search: the request's shape, then airports from the built-in list, a
 *  departure date that is a date and not past, a return date only — and always — for round trips and not
 *  before departure. Throws a 400 HttpError naming the field; returns the parameters with the fixed values. */
export function parseFlightSearch(raw: unknown, now: number): FlightSearchParams {
  const parsed = FlightSearchRequest.safeParse(raw);
  if (!parsed.success) throw zodToHttpError(parsed.error);
  const p = parsed.data;
  for (const field of ['departure_id', 'arrival_id'] as const) {
    if (!findAirport(p[field])) throw badRequest(`${field}: ${p[field]} is not an airport in the list`, field);
  }
  if (p.arrival_id === p.departure_id) throw badRequest('arrival_id: must differ from departure_id', 'arrival_id');
  if (!isCalendarDate(p.outbound_date)) throw badRequest('outbound_date: not a calendar date', 'outbound_date');
  if (p.outbound_date < isoDay(now - EARLIEST_TIMEZONE_OFFSET_MS))
    throw badRequest('outbound_date: the departure date is in the past', 'outbound_date');
  if (p.type === 2) {
    if (p.return_date !== undefined)
      throw badRequest('return_date: only a round trip (type 1) has a return date', 'return_date');
    return p;
  }
  if (p.return_date === undefined) throw badRequest('return_date: required for a round trip (type 1)', 'return_date');
  if (!isCalendarDate(p.return_date)) throw badRequest('return_date: not a calendar date', 'return_date');
  if (p.return_date < p.outbound_date)
    throw badRequest('return_date: must not be before the departure date', 'return_date');
  return p;
}
