import type { FlightSearchRequest } from '@costlens/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { isNetworkFailure, userMessage } from '../../lib/error-messages.ts';

type Currency = FlightSearchRequest['currency'];

/** What the flight form holds; codes are the flight search's own (trip 1 round trip / 2 one way, class 1–4, stops 0–3). */
export interface FlightFormValues {
  from: string;
  to: string;
  tripType: 1 | 2;
  departDate: string;
  returnDate: string;
  adults: number;
  travelClass: 1 | 2 | 3 | 4;
  currency: Currency;
  stops: 0 | 1 | 2 | 3;
  deepSearch: boolean;
}

/** Defaults: YVR → LAX, round trip, 1 adult, economy, stops 2 (at most 1 stop), CAD, deep search on. */
export const DEFAULT_FLIGHT_FORM: FlightFormValues = {
  from: 'YVR',
  to: 'LAX',
  tripType: 1,
  departDate: '',
  returnDate: '',
  adults: 1,
  travelClass: 1,
  currency: 'CAD',
  stops: 2,
  deepSearch: true,
};

export const TRIP_TYPES = [
  [1, 'Round trip'],
  [2, 'One way'],
] as const;
export const TRAVEL_CLASSES = [
  [1, 'Economy'],
  [2, 'Premium economy'],
  [3, 'Business'],
  [4, 'First'],
] as const;
export const STOPS_OPTIONS = [
  [0, 'Any number of stops'],
  [1, 'Nonstop only'],
  [2, '1 stop or fewer'],
  [3, '2 stops or fewer'],
] as const;
export const CURRENCIES = ['CAD', 'USD'] as const;

/** The search request with its fixed values (sort_by 1, gl 'ca', hl 'en'); the return date only for a round trip. */
export function toFlightRequest(f: FlightFormValues): FlightSearchRequest {
  return {
    departure_id: f.from,
    arrival_id: f.to,
    type: f.tripType,
    outbound_date: f.departDate,
    ...(f.tripType === 1 ? { return_date: f.returnDate } : {}),
    adults: f.adults,
    travel_class: f.travelClass,
    sort_by: 1,
    deep_search: f.deepSearch,
    gl: 'ca',
    hl: 'en',
    currency: f.currency,
    stops: f.stops,
  };
}

export const FLIGHT_ERROR_DEFAULT = 'Failed to search flights';
export const FLIGHT_ERROR_GENERIC = 'Could not fetch flights right now. Please try again.';
export const FLIGHT_TOAST_TITLE = 'No Flights Found';
export const FLIGHT_TOAST_FALLBACK = 'Unable to search flights. Please check your connection and try again.';
/** Said where live fares are not searched, beside the link to the same search on Google Flights. */
export const FLIGHT_NOT_SEARCHED = "Live fares aren't searched here. Google Flights can run this exact search for you.";

export interface FlightErrorView {
  /** `unavailable`: fares are not searched here at all, an answer rather than a failure; `error`: this
   *  search failed. */
  kind: 'unavailable' | 'error';
  /** The box under the form: what happened, in plain words. */
  message: string;
  /** A toast only when the search never reached the server; everything else is said in the box. */
  toast: string | null;
  /** The same search on Google Flights, when fares cannot be searched here. */
  searchUrl: string | null;
}

/** What a failed flight search shows, in one place. */
export function flightErrorView(err: unknown): FlightErrorView {
  if (isNetworkFailure(err))
    return { kind: 'error', message: FLIGHT_ERROR_GENERIC, toast: FLIGHT_TOAST_FALLBACK, searchUrl: null };
  if (!(err instanceof ApiError)) return { kind: 'error', message: FLIGHT_ERROR_DEFAULT, toast: null, searchUrl: null };
  const link = err.body?.searchUrl;
  const searchUrl = typeof link === 'string' && /^https:\/\//.test(link) ? link : null;
  if (err.code === 'not_configured')
    return { kind: 'unavailable', message: FLIGHT_NOT_SEARCHED, toast: null, searchUrl };
  // The form checks its own fields first; a field the server still refuses is named in words, not as a
  // parameter of the search service.
  if (err.code === 'invalid_request')
    return { kind: 'error', message: FIELD_WORDS[err.field ?? ''] ?? CHECK_TRIP, toast: null, searchUrl };
  return { kind: 'error', message: userMessage(err, FLIGHT_ERROR_DEFAULT), toast: null, searchUrl };
}

const CHECK_TRIP = 'Check the trip details and try again.';
const FIELD_WORDS: Record<string, string> = {
  departure_id: 'Choose the airport you leave from.',
  arrival_id: 'Choose a destination airport different from the one you leave from.',
  outbound_date: 'Choose a departure date from today on.',
  return_date: 'Choose a return date on or after the departure date.',
  adults: 'Choose between 1 and 9 adults.',
};

export type FlightFormErrors = Partial<Record<'from' | 'to' | 'departDate' | 'returnDate' | 'adults', string>>;

/** What is wrong with the form before it is sent, in sentences shown next to each field; `today` is the
 *  traveller's local date (YYYY-MM-DD). Empty when the search can go. */
export function validateFlightForm(f: FlightFormValues, today: string): FlightFormErrors {
  const errors: FlightFormErrors = {};
  if (!f.from) errors.from = 'Choose the airport you leave from.';
  if (!f.to) errors.to = 'Choose where you are flying to.';
  else if (f.to === f.from) errors.to = 'Choose a destination different from the airport you leave from.';
  if (!f.departDate) errors.departDate = 'Choose a departure date.';
  else if (f.departDate < today) errors.departDate = 'The departure date has passed. Choose today or a later date.';
  if (f.tripType === 1) {
    if (!f.returnDate) errors.returnDate = 'Choose a return date, or switch to one way.';
    else if (f.departDate && f.returnDate < f.departDate)
      errors.returnDate = 'The return date is before the departure date.';
  }
  if (!Number.isInteger(f.adults) || f.adults < 1 || f.adults > 9) errors.adults = 'Choose between 1 and 9 adults.';
  return errors;
}

/** Today's date where the traveller is, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "13:15" from SerpApi's local "2025-09-10 13:15"; "+1" when the arrival is on a later day. */
export function formatFlightTimes(depart: string | null, arrive: string | null): string | null {
  if (!depart || !arrive) return null;
  const [dDay, dTime] = depart.split(' ');
  const [aDay, aTime] = arrive.split(' ');
  if (!dTime || !aTime || !dDay || !aDay) return null;
  const days = Math.round((Date.parse(`${aDay}T00:00:00Z`) - Date.parse(`${dDay}T00:00:00Z`)) / 86_400_000);
  return `${dTime} → ${aTime}${days > 0 ? ` (+${days})` : ''}`;
}
