import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { ERROR_MESSAGES } from '../../lib/error-messages.ts';
import {
  DEFAULT_FLIGHT_FORM,
  FLIGHT_NOT_SEARCHED,
  flightErrorView,
  formatFlightTimes,
  toFlightRequest,
  validateFlightForm,
} from './flight-form.ts';

describe('the flight form', () => {
  it('starts on the spec defaults: YVR → LAX, round trip, 1 adult, economy, stops 2, CAD, deep search', () => {
    expect(DEFAULT_FLIGHT_FORM).toMatchObject({
      from: 'YVR',
      to: 'LAX',
      tripType: 1,
      adults: 1,
      travelClass: 1,
      stops: 2,
      currency: 'CAD',
      deepSearch: true,
    });
  });

  it('sends the fixed values and the return date for a round trip', () => {
    expect(toFlightRequest({ ...DEFAULT_FLIGHT_FORM, departDate: '2026-12-01', returnDate: '2026-12-08' })).toEqual({
      departure_id: 'YVR',
      arrival_id: 'LAX',
      type: 1,
      outbound_date: '2026-12-01',
      return_date: '2026-12-08',
      adults: 1,
      travel_class: 1,
      sort_by: 1,
      deep_search: true,
      gl: 'ca',
      hl: 'en',
      currency: 'CAD',
      stops: 2,
    });
  });

  it('sends no return date for a one-way trip, even when one was typed before switching', () => {
    const req = toFlightRequest({
      ...DEFAULT_FLIGHT_FORM,
      tripType: 2,
      departDate: '2026-12-01',
      returnDate: '2026-12-08',
    });
    expect(req).not.toHaveProperty('return_date');
    expect(req.type).toBe(2);
  });
});

describe('flight errors', () => {
  const apiError = (status: number, body: unknown) =>
    new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Error');

  it.each([
    [
      'no fare search here',
      apiError(503, {
        error: 'No flights searched: no flight provider configured on this server.',
        code: 'not_configured',
        searchUrl: 'https://www.google.com/travel/flights?q=x',
      }),
      FLIGHT_NOT_SEARCHED,
      null,
      'https://www.google.com/travel/flights?q=x',
      'unavailable',
    ],
    [
      'a field the server refused, named in words',
      apiError(400, { error: 'outbound_date: the departure date is in the past', field: 'outbound_date' }),
      'Choose a departure date from today on.',
      null,
      null,
      'error',
    ],
    [
      'an answer without our error body',
      apiError(502, '<html>Bad gateway</html>'),
      ERROR_MESSAGES.upstream_unavailable,
      null,
      null,
      'error',
    ],
    [
      'no answer at all',
      new TypeError('Failed to fetch'),
      'Could not fetch flights right now. Please try again.',
      'Unable to search flights. Please check your connection and try again.',
      null,
      'error',
    ],
  ])('%s', (_label, err, message, toast, searchUrl, kind) => {
    expect(flightErrorView(err)).toEqual({ kind, message, toast, searchUrl });
  });
});

describe('the form checks itself before a search', () => {
  const TODAY = '2026-11-25';
  const ok = { ...DEFAULT_FLIGHT_FORM, departDate: '2026-12-01', returnDate: '2026-12-08' };
  it.each([
    ['a valid round trip', ok, {}],
    ['the same airport at both ends', { ...ok, to: ok.from }, { to: expect.stringContaining('different') }],
    ['a departure in the past', { ...ok, departDate: '2026-11-24' }, { departDate: expect.stringContaining('passed') }],
    ['departing today', { ...ok, departDate: TODAY }, {}],
    [
      'a return before the departure',
      { ...ok, returnDate: '2026-11-30' },
      { returnDate: expect.stringContaining('before') },
    ],
    ['a round trip without a return', { ...ok, returnDate: '' }, { returnDate: expect.stringContaining('one way') }],
    ['a one-way trip without a return', { ...ok, tripType: 2 as const, returnDate: '' }, {}],
    ['ten adults', { ...ok, adults: 10 }, { adults: 'Choose between 1 and 9 adults.' }],
    ['no departure date', { ...ok, departDate: '' }, { departDate: 'Choose a departure date.' }],
  ])('%s', (_label, form, errors) => {
    expect(validateFlightForm(form, TODAY)).toEqual(errors);
  });
});

describe('formatFlightTimes', () => {
  it.each([
    ['2025-09-10 13:15', '2025-09-10 16:20', '13:15 → 16:20'],
    ['2025-09-10 19:15', '2025-09-11 01:05', '19:15 → 01:05 (+1)'],
    [null, '2025-09-11 01:05', null],
    ['13:15', '16:20', null],
  ])('%s – %s → %s', (d, a, out) => {
    expect(formatFlightTimes(d, a)).toBe(out);
  });
});
