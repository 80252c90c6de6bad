// The flight search's parts: the airport picker, result rows and the form's rules.
export { AirportPicker } from './AirportPicker.tsx';
export type { AirportPickerProps } from './AirportPicker.tsx';
export { FlightResultsList, FlightRow, MAX_CARRIERS_SHOWN, SampleResults } from './FlightResults.tsx';
export {
  CURRENCIES,
  DEFAULT_FLIGHT_FORM,
  FLIGHT_ERROR_DEFAULT,
  FLIGHT_ERROR_GENERIC,
  FLIGHT_NOT_SEARCHED,
  FLIGHT_TOAST_FALLBACK,
  FLIGHT_TOAST_TITLE,
  STOPS_OPTIONS,
  TRAVEL_CLASSES,
  TRIP_TYPES,
  flightErrorView,
  formatFlightTimes,
  localToday,
  toFlightRequest,
  validateFlightForm,
} from './flight-form.ts';
export type { FlightErrorView, FlightFormErrors, FlightFormValues } from './flight-form.ts';
