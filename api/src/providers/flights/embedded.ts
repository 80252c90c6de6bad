import type { FlightSearchParams } from '@costlens/contracts';
import { ProviderError } from '../errors.ts';
import type { FlightProvider } from './index.ts';

/** No fares can be searched without a flight provider, and none are invented: every search fails with
 *  'not_configured', and the route answers with a link to the same search on Google Flights. */
export function createEmbeddedFlightProvider(): FlightProvider {
  return {
    configured: false,
    name: 'none',
    async search() {
      throw new ProviderError('not_configured', 'No flight provider configured');
    },
  };
}

const CLASS_WORDS: Record<number, string> = { 2: ' premium economy', 3: ' business class', 4: ' first class' };

/** The same search on Google Flights, written as the natural-language query its `q` parameter reads,
 *  in the requested currency. */
export function googleFlightsUrl(
  p: Pick<
    FlightSearchParams,
    | 'departure_id'
    | 'arrival_id'
    | 'type'
    | 'outbound_date'
    | 'return_date'
    | 'adults'
    | 'travel_class'
    | 'currency'
    | 'hl'
    | 'gl'
  >,
): string {
  const dates =
    p.type === 1 && p.return_date ? `on ${p.outbound_date} through ${p.return_date}` : `on ${p.outbound_date} one way`;
  const people = p.adults > 1 ? ` for ${p.adults} adults` : '';
  const q = `Flights from ${p.departure_id} to ${p.arrival_id} ${dates}${people}${CLASS_WORDS[p.travel_class] ?? ''}`;
  const url = new URL('https://www.google.com/travel/flights');
  url.searchParams.set('q', q);
  url.searchParams.set('curr', p.currency);
  url.searchParams.set('hl', p.hl);
  url.searchParams.set('gl', p.gl);
  return url.toString().replace(/\+/g, '%20');
}
