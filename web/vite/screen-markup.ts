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
import FlightsScreen from '../src/screens/flights/FlightsScreen.tsx';

const SCREENS: Record<string, ComponentType> = { flights: FlightsScreen };

/** The markup of the named screen's first render, or null when it is not one of these. */
export function screenMarkup(name: string): string | null {
  const Screen = SCREENS[name];
  if (!Screen) return null;
  return renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(Screen)));
}
