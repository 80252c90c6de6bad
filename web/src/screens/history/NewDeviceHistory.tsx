/**
 * The parts of the history screen that a device with nothing kept sees first: the heading, the link to
 * the watched prices and the empty list's words. The build renders `NewDeviceHistory` into /history's
 * page for a browser the server has never given a device (vite/screen-markup.ts), so that first visit
 * paints the whole screen with the HTML; the running screen renders these same parts.
 */
import { Link } from 'wouter';
import { FIRST_VIEWS } from '../../app/first-views.ts';
import { ScreenIntro } from '../../ui/ScreenIntro.tsx';

export function WatchingLink() {
  return (
    <p className="small">
      <Link href="/watching" className="history-watching-link">
        Watching: the prices you follow
      </Link>
    </p>
  );
}

export function NoAnalysesYet() {
  return (
    <div className="card center">
      <h2>No Analyses Yet</h2>
      <p className="muted">Start by analyzing your first product to see your history here.</p>
      <Link href="/" className="btn btn-primary">
        Start Analyzing
      </Link>
    </div>
  );
}

/** The history screen as it starts on a device that has never analysed anything. */
export function NewDeviceHistory() {
  return (
    <main className={FIRST_VIEWS.history.className}>
      <ScreenIntro view={FIRST_VIEWS.history} />
      <WatchingLink />
      <NoAnalysesYet />
    </main>
  );
}
