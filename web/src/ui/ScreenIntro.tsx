import type { FirstView } from '../app/first-views.ts';

/** A screen's heading and lead. The build renders this same component into the route's HTML, so the
 *  first paint and the running screen show one markup. */
export function ScreenIntro({ view }: { view: FirstView }) {
  return (
    <>
      <h1>{view.title}</h1>
      {view.lead && <p className="muted">{view.lead}</p>}
    </>
  );
}
