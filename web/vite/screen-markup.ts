/**
 * A screen rendered as it starts, for the build's first views (vite/first-views.ts loads this module
 * through Vite's server-side module loader, so the screen's TypeScript, stylesheet imports and
 * packages load as the app's build loads them). Only screens that start the same for every visitor and
 * read nothing before their first action belong here.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { FIRST_VIEWS } from '../src/app/first-views.ts';
import FlightsScreen from '../src/screens/flights/FlightsScreen.tsx';
import { NewDeviceHistory } from '../src/screens/history/NewDeviceHistory.tsx';

const SCREENS: Record<string, ComponentType> = { flights: FlightsScreen };

/** Screens whose start depends only on whether the device has kept anything: as a new device sees them. */
const NEW_DEVICE_SCREENS: Partial<Record<keyof typeof FIRST_VIEWS, ComponentType>> = { history: NewDeviceHistory };

/** The markup of the named screen's first render, or null when it is not one of these. */
export function screenMarkup(name: string): string | null {
  const Screen = SCREENS[name];
  if (!Screen) return null;
  return renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(Screen)));
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
