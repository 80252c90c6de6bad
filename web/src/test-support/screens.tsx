/** Test helpers of the history, detail, shared and public screens: the app's query client and toaster,
 *  a fake API at the fetch boundary, and stored analyses as the API answers them. */
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { summaryOf } from '@costlens/contracts';
import type { AnalysisSummary, StoredAnalysis } from '@costlens/contracts';
import { useToastStore } from '../lib/toasts.ts';
import { Toaster } from '../app/Toaster.tsx';
import { createQueryClient } from '../lib/query-client.ts';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

/** Replaces fetch: 'GET /path?query' → an answer (a function is called on every request). Others 404. */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
      const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`;
      calls.push(key);
      const answer = routes[key];
      if (answer === undefined) return json({ error: 'Not found' }, 404);
      const res = await (typeof answer === 'function' ? answer() : answer);
      return res.clone();
    }),
  );
  return calls;
}

export function renderScreen(ui: ReactElement) {
  useToastStore.setState({ toasts: [] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

let seq = 0;
/** A stored analysis as GET /api/analyses answers it; confidence is a percent. */
export function storedAnalysis(overrides: Partial<StoredAnalysis> = {}): StoredAnalysis {
  seq++;
  return {
    id: `analysis${String(seq).padStart(14, '0')}`,
    type: 'price',
    productName: 'Stainless Steel Water Bottle',
    productCategory: 'Drinkware',
    costRangeLow: 4.2,
    costRangeHigh: 7.6,
    confidence: 72,
    methodologyType: 'real-time-price-comparison',
    shareToken: null,
    shareTitle: null,
    shareDescription: null,
    isPublic: false,
    viewCount: 0,
    createdAt: '2026-11-20T12:00:00.000Z',
    offers: [],
    supplierList: [],
    analysis: null,
    ...overrides,
  };
}

/** An analysis as the list endpoints (GET /api/analyses, GET /api/public) answer it: a card's summary. */
export function analysisSummary(overrides: Partial<AnalysisSummary> = {}): AnalysisSummary {
  return { ...summaryOf(storedAnalysis()), ...overrides };
}
