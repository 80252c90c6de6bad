import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client.ts';

/** Gives what it wraps the app's query cache. Every lazily loaded screen or step that reads through it
 *  is wrapped at its boundary (`withQueries` in web/src/lazy.ts); all of them share the one cache. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
