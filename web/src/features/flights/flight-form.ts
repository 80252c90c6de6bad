import type { FlightSearchRequest } from '@costlens/contracts';
import { ApiError } from '../../lib/api-client.ts';

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

export interface FlightErrorView {
  /** The red box: the server's message, else 'Failed to search flights'; a request that never got an answer gets the generic text. */
  message: string;
  /** The toast's description: the message itself when it says 'No flights', else the connection hint. */
  toast: string;
  /** The same search on Google Flights, when the server cannot search (no flight provider configured). */
  searchUrl: string | null;
}

/** What a failed flight search shows, in one place. */
export function flightErrorView(err: unknown): FlightErrorView {
  let message = FLIGHT_ERROR_GENERIC;
  let searchUrl: string | null = null;
  if (err instanceof ApiError) {
    message = err.serverMessage || FLIGHT_ERROR_DEFAULT;
    const link = err.body?.searchUrl;
    if (typeof link === 'string' && /^https:\/\//.test(link)) searchUrl = link;
  }
  return { message, toast: message.includes('No flights') ? message : FLIGHT_TOAST_FALLBACK, searchUrl };
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
