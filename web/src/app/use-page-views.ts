import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { track } from '../lib/analytics.ts';
import { notePath } from '../lib/previous-screen.ts';

/** Reports every route change as a page view, and notes it as where a later "Back" returns to. */
export function usePageViews(): void {
  const [location] = useLocation();
  const search = useSearch();
  // During render, not in an effect: the next screen's first render already knows where it came from.
  notePath(search ? `${location}?${search}` : location);
  useEffect(() => {
    track('page_view', { route: location });
  }, [location]);
}
