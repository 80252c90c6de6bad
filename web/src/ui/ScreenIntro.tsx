import type { ReactNode } from 'react';
import type { FirstView } from '../app/first-views.ts';

/** A screen's heading and lead, in the screen's card when it has one, followed by `children` (a loading
 *  state). The build renders this same component into the route's HTML, so the first paint and the
 *  running screen show one markup. */
export function ScreenIntro({ view, children }: { view: FirstView; children?: ReactNode }) {
  const intro = (
    <>
      <h1>{view.title}</h1>
      {view.lead && <p className="muted">{view.lead}</p>}
      {children}
    </>
  );
  return view.card ? <section className={view.card}>{intro}</section> : intro;
}
