import type { FlightItinerary } from '@costlens/contracts';
import { formatDuration, formatStops } from '@costlens/domain';
import { formatFlightTimes } from './flight-form.ts';

/** At most two carriers are shown. */
export const MAX_CARRIERS_SHOWN = 2;

/** One itinerary: summary, 'Xh Ym', stops, up to two carriers, times, currency + rounded price 'per person'. */
export function FlightRow({ itinerary: it }: { itinerary: FlightItinerary }) {
  const times = formatFlightTimes(it.times.depart, it.times.arrive);
  return (
    <li className="flight-row card">
      <div className="flight-main">
        <div className="flight-summary">{it.summary}</div>
        <div className="flight-meta muted small">
          <span>{formatDuration(it.duration_min)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatStops(it.stops)}</span>
          {it.carriers.length > 0 && (
            <>
              <span aria-hidden="true">·</span>
              <span>{it.carriers.slice(0, MAX_CARRIERS_SHOWN).join(', ')}</span>
            </>
          )}
        </div>
        {times && <div className="flight-times">{times}</div>}
      </div>
      <div className="flight-price">
        {it.price_value !== null ? (
          <>
            <strong>
              {it.currency} {Math.round(it.price_value)}
            </strong>
            <span className="muted small">per person</span>
          </>
        ) : (
          <span className="muted small">Price not shown by the airline search</span>
        )}
      </div>
    </li>
  );
}

/** 'Found N flights (sorted by price)', or the empty text when nothing came back. */
export function FlightResultsList({ itineraries, roundTrip }: { itineraries: FlightItinerary[]; roundTrip: boolean }) {
  if (itineraries.length === 0)
    return (
      <p className="card center muted" role="status">
        No flights found. Try adjusting your search criteria.
      </p>
    );
  return (
    <section aria-labelledby="flight-results-heading">
      <h2 id="flight-results-heading">Found {itineraries.length} flights (sorted by price)</h2>
      {roundTrip && <p className="muted small">Round-trip prices; the times are those of the outbound flight.</p>}
      <ol className="flight-list" aria-label="Flights">
        {itineraries.map((it, i) => (
          <FlightRow key={i} itinerary={it} />
        ))}
      </ol>
    </section>
  );
}

// The sample block only shows how results read. It carries no fares: a price here would be invented.
const SAMPLE: Array<{ summary: string; duration: string; stops: string; carriers: string; times: string }> = [
  { summary: 'YVR → LAX', duration: '2h 52m', stops: 'Nonstop', carriers: 'Example Air', times: '08:00 → 10:52' },
  {
    summary: 'YVR → LAX via SFO',
    duration: '5h 10m',
    stops: '1 stop',
    carriers: 'Example Air, Sample Airlines',
    times: '12:15 → 17:25',
  },
];

/** Before any search: an example of the result rows, clearly marked as one. */
export function SampleResults() {
  return (
    <section className="flight-sample" aria-labelledby="flight-sample-heading">
      <h2 id="flight-sample-heading">
        Example results <span className="badge tone-grey">Example</span>
      </h2>
      <p className="muted small">
        This is how results will look. These are not real flights and show no fares — search to see live prices,
        cheapest first.
      </p>
      <ol className="flight-list" aria-label="Example flights">
        {SAMPLE.map((s) => (
          <li key={s.summary} className="flight-row card sample">
            <div className="flight-main">
              <div className="flight-summary">{s.summary}</div>
              <div className="flight-meta muted small">
                <span>{s.duration}</span>
                <span aria-hidden="true">·</span>
                <span>{s.stops}</span>
                <span aria-hidden="true">·</span>
                <span>{s.carriers}</span>
              </div>
              <div className="flight-times">{s.times}</div>
            </div>
            <div className="flight-price">
              <strong>CAD —</strong>
              <span className="muted small">per person</span>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
