import { z } from './zod.ts';

export const TripType = z.union([z.literal(1), z.literal(2)]); // 1 round trip, 2 one way
export const TravelClass = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const StopsCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export const FlightCurrency = z.enum(['CAD', 'USD']);

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** The flight search request: its fields are SerpApi google_flights parameters. */
export const FlightSearchRequest = z.object({
  departure_id: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'expected an IATA code')),
  arrival_id: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'expected an IATA code')),
  type: TripType,
  outbound_date: IsoDate,
  return_date: IsoDate.optional(),
  adults: z.number().int().min(1).max(9),
  travel_class: TravelClass,
  sort_by: z.literal(1).default(1),
  deep_search: z.boolean().default(true),
  gl: z.literal('ca').default('ca'),
  hl: z.literal('en').default('en'),
  currency: FlightCurrency,
  stops: StopsCode,
});
export type FlightSearchRequest = z.input<typeof FlightSearchRequest>;
export type FlightSearchParams = z.output<typeof FlightSearchRequest>;

export const FlightItinerary = z.object({
  summary: z.string(),
  duration_min: z.number().int().nonnegative(),
  stops: z.number().int().nonnegative(),
  carriers: z.array(z.string()),
  times: z.object({ depart: z.string().nullable(), arrive: z.string().nullable() }),
  price_value: z.number().finite().nullable(),
  currency: FlightCurrency,
});
export type FlightItinerary = z.infer<typeof FlightItinerary>;

export const FlightSearchResponse = z.object({
  itineraries: z.array(FlightItinerary),
  total: z.number().int().nonnegative(),
  cached: z.boolean(),
});
export type FlightSearchResponse = z.infer<typeof FlightSearchResponse>;

export const Airport = z.object({ code: z.string(), name: z.string(), city: z.string(), country: z.string() });
export type Airport = z.infer<typeof Airport>;
