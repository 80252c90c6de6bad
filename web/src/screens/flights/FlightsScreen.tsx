import { useEffect, useRef, useState } from 'react';
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
  localToday,
  validateFlightForm,
} from '../../features/flights/index.ts';
import type { FlightFormErrors, FlightFormValues } from '../../features/flights/index.ts';
import { FIRST_VIEWS } from '../../app/first-views.ts';
import { ScreenIntro } from '../../ui/ScreenIntro.tsx';

/** /flights: the search form, then the sample, the spinner, the error box, or the results. */
export default function FlightsScreen() {
  const [form, setForm] = useState<FlightFormValues>(DEFAULT_FLIGHT_FORM);
  const [errors, setErrors] = useState<FlightFormErrors>({});
  const set = <K extends keyof FlightFormValues>(key: K, value: FlightFormValues[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A field the user changes is judged again at the next search, not while they type.
    setErrors((e) => ({ ...e, [key === 'tripType' ? 'returnDate' : key]: undefined }));
  };
  const search = useMutation({
    mutationFn: (f: FlightFormValues) => callApi('searchFlights', { body: toFlightRequest(f) }),
    onError: (err) => {
      if ((err as Error).name === 'AbortError') return;
      const view = flightErrorView(err);
      if (view.toast) toast({ title: FLIGHT_TOAST_TITLE, description: view.toast, variant: 'destructive' });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateFlightForm(form, localToday());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`flight-${first}`)?.focus();
      return;
    }
    search.mutate(form);
  }
  const describe = (field: keyof FlightFormErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `flight-${field}-error` } : {};
  const fieldError = (field: keyof FlightFormErrors) =>
    errors[field] ? (
      <p id={`flight-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  const roundTrip = form.tripType === 1;
  const error = search.isError ? flightErrorView(search.error) : null;
  // The answer comes under a form taller than a phone's screen: it is brought into view, not left below.
  const answer = useRef<HTMLDivElement>(null);
  const answered = search.isError || search.isSuccess;
  useEffect(() => {
    if (answered) answer.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [answered, search.submittedAt]);
  return (
    <main className={FIRST_VIEWS.flights.className}>
      <ScreenIntro view={FIRST_VIEWS.flights} />
      <form className="card flight-form" onSubmit={submit} aria-label="Flight search" noValidate>
        <div className="flight-form-grid">
          <AirportPicker label="From" value={form.from} onChange={(v) => set('from', v)} error={errors.from} />
          <AirportPicker label="To" value={form.to} onChange={(v) => set('to', v)} error={errors.to} />
          <button
            type="button"
            className="btn btn-sm flight-swap"
            onClick={() => {
              setForm((f) => ({ ...f, from: f.to, to: f.from }));
              setErrors((e) => ({ ...e, from: undefined, to: undefined }));
            }}
          >
            <span aria-hidden="true">⇄</span> Swap From and To
          </button>
          <div>
            <label htmlFor="flight-departDate">Departure date</label>
            <input
              id="flight-departDate"
              className="input"
              type="date"
              required
              min={localToday()}
              value={form.departDate}
              onChange={(e) => set('departDate', e.target.value)}
              {...describe('departDate')}
            />
            {fieldError('departDate')}
          </div>
          <div>
            <label htmlFor="flight-returnDate">Return date</label>
            <input
              id="flight-returnDate"
              className="input"
              type="date"
              disabled={!roundTrip}
              required={roundTrip}
              min={form.departDate || undefined}
              value={roundTrip ? form.returnDate : ''}
              onChange={(e) => set('returnDate', e.target.value)}
              {...describe('returnDate')}
            />
            {fieldError('returnDate')}
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
              {...describe('adults')}
            />
            {fieldError('adults')}
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
          <div className="flight-field-wide">
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
          <div>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={form.deepSearch}
                onChange={(e) => set('deepSearch', e.target.checked)}
                aria-describedby="flight-deep-hint"
              />
              Deep search (more precise, slower)
            </label>
            <p id="flight-deep-hint" className="small muted flight-hint">
              Checks more fares before answering, so results take a little longer.
            </p>
          </div>
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
      <div ref={answer} className="flight-answer">
        {error && (
          <div
            className={error.kind === 'unavailable' ? 'flight-notice' : 'flight-error'}
            role={error.kind === 'unavailable' ? 'status' : 'alert'}
          >
            <p>{error.message}</p>
            {error.searchUrl && (
              <a className="btn btn-primary" href={error.searchUrl} target="_blank" rel="noopener noreferrer">
                Search this trip on Google Flights
              </a>
            )}
          </div>
        )}
        {search.isSuccess && (
          <FlightResultsList itineraries={search.data.itineraries} roundTrip={search.variables.tripType === 1} />
        )}
      </div>
    </main>
  );
}
