/**
 * A screen rendered as it starts, for the build's first views (vite/first-views.ts loads this module
 * through Vite's server-side module loader, so the screen's TypeScript, stylesheet imports and
 * packages load as the app's build loads them). Only screens that start the same for every visitor belong
 * here: ones that read nothing before their first action, and ones whose first reads are the same for
 * everyone and known when the app is built (the landed-cost calculator starts from the cost book, which is
 * compiled into the server: the answer is taken from the server's own code, so the view cannot drift from it).
 */
import { landedCostReference } from '@costlens/api/landed-cost-reference';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { FIRST_VIEWS } from '../src/app/first-views.ts';
import { prefillFromQuery } from '../src/features/landed-cost/index.ts';
import { NewDeviceCalculator } from '../src/features/landed-cost/LandedCostCard.tsx';
import { endpointKey } from '../src/lib/api-client.ts';
import FlightsScreen from '../src/screens/flights/FlightsScreen.tsx';
import { NewDeviceHistory } from '../src/screens/history/NewDeviceHistory.tsx';

interface WholeScreen {
  Screen: ComponentType;
  /** What the screen reads before its first render, as the API answers it. */
  firstReads?: () => Array<readonly [QueryKey, unknown]>;
  /** Modules (from the app's folder) loaded apart from the page's script whose stylesheets the screen needs. */
  stylesOf?: readonly string[];
}

/** /landed-cost's screen as a device that has kept no settings opens its plain address. */
const NewDeviceLandedCost = () =>
  createElement(
    'main',
    { className: FIRST_VIEWS.landedCost.className },
    createElement(NewDeviceCalculator, { prefill: prefillFromQuery(''), variant: 'page' }),
  );

const SCREENS: Record<string, WholeScreen> = {
  flights: { Screen: FlightsScreen },
  landedCost: {
    Screen: NewDeviceLandedCost,
    firstReads: () => [[endpointKey('landedCostReference'), landedCostReference()]],
    stylesOf: ['src/features/landed-cost/LandedCostCard.tsx'],
  },
};

/** Screens whose start depends only on whether the device has kept anything: as a new device sees them. */
const NEW_DEVICE_SCREENS: Partial<Record<keyof typeof FIRST_VIEWS, ComponentType>> = { history: NewDeviceHistory };

/** The markup of the named screen's first render, or null when it is not one of these. */
export function screenMarkup(name: string): string | null {
  const whole = SCREENS[name];
  if (!whole) return null;
  const client = new QueryClient();
  for (const [key, answer] of whole.firstReads?.() ?? []) client.setQueryData(key, answer);
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(whole.Screen)));
}

/** The modules whose stylesheets the named screen's first render needs besides the page's own. */
export function screenStyles(name: string): readonly string[] {
  return SCREENS[name]?.stylesOf ?? [];
}

/** The markup of the named screen as a device that has kept nothing first sees it, or null when its start
 *  does not depend on that. */
export function newDeviceMarkup(name: string): string | null {
  const Screen = NEW_DEVICE_SCREENS[name as keyof typeof FIRST_VIEWS];
  if (!Screen) return null;
  // Its links render for the route's own address (the router has no browser location here).
  const ssrPath = FIRST_VIEWS[name as keyof typeof FIRST_VIEWS].path;
  return renderToStaticMarkup(createElement(Router, { ssrPath }, createElement(Screen)));
}
