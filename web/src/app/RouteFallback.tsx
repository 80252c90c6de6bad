import { useLocation } from 'wouter';
import { ScreenIntro } from '../ui/ScreenIntro.tsx';
import { firstViewAt } from './first-views.ts';

/** While a screen's code loads: its first view when it has one (what the page's HTML already showed,
 *  so nothing flickers away), else a spinner. */
export function RouteFallback() {
  const [path] = useLocation();
  const view = firstViewAt(path);
  const spinner = <div className="spinner" role="status" aria-label="Loading" />;
  return (
    <main className={view?.className ?? 'page'} aria-busy="true">
      {view ? <ScreenIntro view={view}>{spinner}</ScreenIntro> : spinner}
    </main>
  );
}
