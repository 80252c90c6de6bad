import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toasts.ts';
import { callApi } from '../../lib/api-client.ts';
import {
  AirportPicker,
  CURRENCIES,
  DEFAULT_FLIGHT_FORM,
  FlightResultsList,
  flightErrorView,
  FLIGHT_TOAST_TITLE,
  SampleResults,
  STOPS_OPTIONS,
  toFlightRequest,
  TRAVEL_CLASSES,
  TRIP_TYPES,
} from '../../features/flights/index.ts';
import type { FlightFormValues } from '../../features/flights/index.ts';

/** /flights: the search form, then the sample, the spinner, the error box, or the results. */
export default function FlightsScreen() {
  const [form, setForm] = useState<FlightFormValues>(DEFAULT_FLIGHT_FORM);
  const set = <K extends keyof FlightFormValues>(key: K, value: FlightFormValues[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const search = useMutation({
    mutationFn: (f: FlightFormValues) => callApi('searchFlights', { body: toFlightRequest(f) }),
    onError: (err) => {
      if ((err as Error).name === 'AbortError') return;
      toast({ title: FLIGHT_TOAST_TITLE, description: flightErrorView(err).toast, variant: 'destructive' });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    search.mutate(form);
  }

  const roundTrip = form.tripType === 1;
  const error = search.isError ? flightErrorView(search.error) : null;
  return (
    <main className="page flights">
      <h1>Find Cheaper Flights</h1>
      <p className="muted">Search flights in CAD or USD.</p>
      <form className="card flight-form" onSubmit={submit} aria-label="Flight search">
        <div className="flight-form-grid">
          <AirportPicker label="From" value={form.from} onChange={(v) => set('from', v)} />
          <AirportPicker label="To" value={form.to} onChange={(v) => set('to', v)} />
          <div>
            <label htmlFor="flight-depart">Departure date</label>
            <input
              id="flight-depart"
              className="input"
              type="date"
              required
              value={form.departDate}
              onChange={(e) => set('departDate', e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="flight-return">Return date</label>
            <input
              id="flight-return"
              className="input"
              type="date"
              disabled={!roundTrip}
              required={roundTrip}
              min={form.departDate || undefined}
              value={roundTrip ? form.returnDate : ''}
              onChange={(e) => set('returnDate', e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="flight-trip">Trip type</label>
            <select
              id="flight-trip"
              className="input"
              value={form.tripType}
              onChange={(e) => set('tripType', Number(e.target.value) as 1 | 2)}
            >
              {TRIP_TYPES.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="flight-class">Travel class</label>
            <select
              id="flight-class"
              className="input"
              value={form.travelClass}
              onChange={(e) => set('travelClass', Number(e.target.value) as 1 | 2 | 3 | 4)}
            >
              {TRAVEL_CLASSES.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="flight-adults">Adults</label>
            <input
              id="flight-adults"
              className="input"
              type="number"
              min={1}
              max={9}
              step={1}
              value={form.adults}
              onChange={(e) => set('adults', Number(e.target.value))}
            />
          </div>
          <div>
            <label htmlFor="flight-currency">Currency</label>
            <select
              id="flight-currency"
              className="input"
              value={form.currency}
              onChange={(e) => set('currency', e.target.value as FlightFormValues['currency'])}
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="flight-stops">Stops</label>
            <select
              id="flight-stops"
              className="input"
              value={form.stops}
              onChange={(e) => set('stops', Number(e.target.value) as 0 | 1 | 2 | 3)}
            >
              {STOPS_OPTIONS.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="row flight-form-actions">
          <label className="checkbox">
            <input type="checkbox" checked={form.deepSearch} onChange={(e) => set('deepSearch', e.target.checked)} />
            Deep search (more precise, slower)
          </label>
          <span className="spacer" />
          <button type="submit" className="btn btn-primary" disabled={search.isPending}>
            {search.isPending ? 'Searching...' : 'Search Flights'}
          </button>
        </div>
      </form>

      {search.isIdle && <SampleResults />}
      {search.isPending && (
        <div className="center" role="status">
          <div className="spinner" aria-hidden="true" />
          <p className="muted">Searching for the best flight deals...</p>
        </div>
      )}
      {error && (
        <div className="flight-error" role="alert">
          <p>{error.message}</p>
          {error.searchUrl && (
            <a className="btn" href={error.searchUrl} target="_blank" rel="noopener noreferrer">
              Search this trip on Google Flights
            </a>
          )}
        </div>
      )}
      {search.isSuccess && (
        <FlightResultsList itineraries={search.data.itineraries} roundTrip={search.variables.tripType === 1} />
      )}
    </main>
  );
}
