import type { Config } from '../env.ts';

/** The outside sources, one interface per capability, each picked by environment at start-up
 *  (see DESIGN.md 'Providers'). Each capability lives in its own folder with a README contract. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Providers {}

/** Chooses each provider from the configuration: a real adapter when its key is set, else the embedded default. */
export function createProviders(_config: Config): Providers {
  return {};
}
