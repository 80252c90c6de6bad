/** Test helpers for the results, share and comments features: the app's providers and toaster, and a
 *  fake API at the fetch boundary (requests are recorded; answers are real Responses). */
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { useToastStore } from '../lib/toasts.ts';
import { Toaster } from '../app/Toaster.tsx';
import { createQueryClient } from '../lib/query-client.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}
export type Route = (req: RecordedRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces fetch with a router keyed by 'METHOD /path?query'; unknown routes answer 404. */
export function fakeApi(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const req = { method, path, body };
      requests.push(req);
      const route = routes[`${method} ${path}`];
      return route ? route(req) : json({ error: 'Not found' }, 404);
    }),
  );
  return requests;
}

/** Renders inside the app's query client and toaster, as main.tsx does. */
export function renderInApp(ui: ReactElement) {
  useToastStore.setState({ toasts: [] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The toast on screen (the app shows one at a time). */
export function currentToast() {
  const [t] = useToastStore.getState().toasts;
  return t ? { title: t.title, description: t.description, variant: t.variant } : null;
}
