// The worker's clock for the two-hour POST cache. End-to-end tests must see an entry expire without
// waiting two hours, so a page can move this clock with SET_CLOCK_OFFSET — but only in a test build:
// `VITE_TEST_HOOKS=1 vite build`. In every other build TEST_HOOKS is the constant `false`, the bundler
// drops the setter's body, and nothing a page (or a script injected into one) sends can change how
// long a cached price stays valid.

export interface Clock {
  now(): number;
}

/** True only in builds made with VITE_TEST_HOOKS=1 (never the `pnpm build` that ships). */
export const TEST_HOOKS: boolean = import.meta.env?.VITE_TEST_HOOKS === '1';

let offsetMs = 0;

export const swClock: Clock = { now: () => Date.now() + offsetMs };

/** Moves the clock in test builds; answers whether it moved. */
export function setClockOffset(ms: number): boolean {
  if (!TEST_HOOKS) return false;
  offsetMs = ms;
  return true;
}
