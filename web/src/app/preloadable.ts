import { lazy } from 'react';
import type { LazyExoticComponent } from 'react';
import type { ScreenModule } from '../lazy.ts';

export type PreloadableScreen<P> = LazyExoticComponent<ScreenModule<P>['default']> & {
  /** Loads the screen's code now (once), before anything renders it. */
  load(): Promise<ScreenModule<P>>;
};

/**
 * A lazily loaded screen that can be loaded ahead of its first render. Once loaded it renders without
 * suspending: React.lazy takes a thenable that answers at once as already resolved, so the route's
 * loading state never replaces what the page already shows.
 */
export function preloadable<P extends object>(load: () => Promise<ScreenModule<P>>): PreloadableScreen<P> {
  let loaded: ScreenModule<P> | null = null;
  let loading: Promise<ScreenModule<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (err: unknown) => {
        loading = null; // a failed download may be tried again
        throw err;
      },
    ));
  const answered = (module: ScreenModule<P>) =>
    ({ then: (resolve: (m: ScreenModule<P>) => void) => resolve(module) }) as unknown as Promise<ScreenModule<P>>;
  const Screen = lazy(() => (loaded ? answered(loaded) : start()));
  return Object.assign(Screen, { load: start });
}
