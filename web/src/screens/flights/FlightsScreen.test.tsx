import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlightItinerary } from '@costlens/contracts';
import { useToastStore } from '../../lib/toasts.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AirportPicker } from '../../features/flights/AirportPicker.tsx';
import { FlightResultsList } from '../../features/flights/FlightResults.tsx';
import { localToday } from '../../features/flights/flight-form.ts';
import FlightsScreen from './FlightsScreen.tsx';

/** A date `n` days from today, as the date field holds it. */
function inDays(n: number): string {
  return localToday(new Date(Date.now() + n * 86_400_000));
}

describe('the airport picker', () => {
  function open(onChange = vi.fn()) {
    render(<AirportPicker label="From" value="YVR" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /From/ }));
    return { onChange, input: screen.getByRole('combobox') };
  }

  it('shows the popular airports first while the box is empty', () => {
    open();
    const popular = screen.getByRole('group', { name: 'Popular Airports' });
    expect(
      within(popular)
        .getAllByRole('option')
        .map((o) => o.textContent?.slice(0, 3)),
    ).toEqual(['YVR', 'YYZ', 'YUL', 'YYC', 'LAX', 'JFK', 'LHR', 'CDG', 'FRA', 'NRT', 'HKG', 'SIN', 'DXB']);
    expect(within(screen.getByRole('group', { name: 'All Airports' })).getAllByRole('option')).toHaveLength(20);
  });

  it('finds an airport by city and picks it with the keyboard', () => {
    const { input, onChange } = open();
    fireEvent.change(input, { target: { value: 'tokyo' } });
    expect(screen.queryByRole('group', { name: 'Popular Airports' })).toBeNull();
    expect(screen.getAllByRole('option').map((o) => o.textContent?.slice(0, 3))).toEqual(['NRT', 'HND']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('HND');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when nothing matches', () => {
    const { input } = open();
    fireEvent.change(input, { target: { value: 'zzqx' } });
    expect(screen.getByText('No airports found.')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});

describe('flight results', () => {
  const it1: FlightItinerary = {
    summary: 'POM → MNL via BNE',
    duration_min: 830,
    stops: 1,
    carriers: ['Air Niugini', 'Virgin Australia', 'Philippine Airlines'],
    times: { depart: '2025-09-10 17:00', arrive: '2025-09-11 17:25' },
    price_value: 2544.4,
    currency: 'CAD',
  };
  it('shows duration, stops, two carriers, times and the rounded price per person', () => {
    render(
      <FlightResultsList
        itineraries={[it1, { ...it1, stops: 0, summary: 'POM → MNL', price_value: 2600 }]}
        roundTrip
      />,
    );
    expect(screen.getByRole('heading', { name: 'Found 2 flights (sorted by price)' })).toBeTruthy();
    const first = screen.getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('13h 50m');
    expect(first.textContent).toContain('1 stop');
    expect(first.textContent).toContain('Air Niugini, Virgin Australia');
    expect(first.textContent).not.toContain('Philippine Airlines');
    expect(first.textContent).toContain('17:00 → 17:25 (+1)');
    expect(first.textContent).toContain('CAD 2544');
    expect(first.textContent).toContain('per person');
    expect(screen.getAllByRole('listitem')[1]!.textContent).toContain('Nonstop');
  });

  it('says so when nothing was found', () => {
    render(<FlightResultsList itineraries={[]} roundTrip />);
    expect(screen.getByText('No flights found. Try adjusting your search criteria.')).toBeTruthy();
  });
});

describe('the flights screen', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the example before a search, then says fares are not searched here, with the Google Flights link and no toast', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error:
              'No flights searched: no flight provider configured on this server. Open the same search on Google Flights.',
            code: 'not_configured',
            retryable: false,
            searchUrl: 'https://www.google.com/travel/flights?q=Flights%20from%20YVR%20to%20LAX',
          }),
          { status: 503 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FlightsScreen />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find Cheaper Flights');
    expect(screen.getByRole('heading', { name: /Example results/ })).toBeTruthy();
    expect(screen.getByLabelText('Return date')).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByLabelText('Trip type'), { target: { value: '2' } });
    expect(screen.getByLabelText('Return date')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Departure date'), { target: { value: inDays(6) } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Flights' }));
    // An answer, not a failure: a status with the next step, no alert.
    const alert = (await screen.findByText(/Live fares aren't searched here/)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(alert).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(alert.textContent).toContain("Live fares aren't searched here");
    expect(alert.textContent).not.toContain('server');
    expect(within(alert).getByRole('link', { name: 'Search this trip on Google Flights' }).getAttribute('href')).toBe(
      'https://www.google.com/travel/flights?q=Flights%20from%20YVR%20to%20LAX',
    );
    expect(screen.queryByRole('heading', { name: /Example results/ })).toBeNull();
    // The answer is on the page; a toast would only cover the link.
    expect(useToastStore.getState().toasts).toHaveLength(0);
    const sent = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string) as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      type: 2,
      outbound_date: inDays(6),
      sort_by: 1,
      gl: 'ca',
      hl: 'en',
      stops: 2,
      currency: 'CAD',
    });
    expect(sent).not.toHaveProperty('return_date');
  });

  it('shows the spinner text while searching', async () => {
    let release!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((r) => {
            release = r;
          }),
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FlightsScreen />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Departure date'), { target: { value: inDays(6) } });
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: inDays(10) } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(await screen.findByText('Searching for the best flight deals...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Searching...' })).toHaveProperty('disabled', true);
    release(new Response(JSON.stringify({ itineraries: [], total: 0, cached: false }), { status: 200 }));
    await waitFor(
      () => expect(screen.getByText('No flights found. Try adjusting your search criteria.')).toBeTruthy(),
      {
        timeout: 5000,
      },
    );
  });

  it('says what is wrong next to the field, in a sentence, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FlightsScreen />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Departure date'), { target: { value: inDays(-1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Flights' }));
    const departure = screen.getByLabelText('Departure date');
    expect(departure.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(departure.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The departure date has passed. Choose today or a later date.',
    );
    expect(screen.getByText('Choose a return date, or switch to one way.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('swaps From and To in one tap, and the search goes the other way', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ itineraries: [], total: 0, cached: false })));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FlightsScreen />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Swap From and To' }));
    fireEvent.change(screen.getByLabelText('Trip type'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Departure date'), { target: { value: inDays(6) } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Flights' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const sent = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string) as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ departure_id: 'LAX', arrival_id: 'YVR' });
  });
});
