import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { track } from '../lib/analytics.ts';

/** Reports every route change as a page view. */
export function usePageViews(): void {
  const [location] = useLocation();
  useEffect(() => {
    track('page_view', { route: location });
  }, [location]);
}
