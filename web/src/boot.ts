// The page's entry. Every route's HTML already shows its first view (the header, and on most routes the
// screen's heading or the shared analysis), styled by the stylesheet linked with it, so nothing needs the
// app's script to paint. The app (React and the shell, ~90 KB compressed) is therefore asked for only
// once that first view is on the screen: on a phone's connection its download would otherwise share the
// bandwidth with the stylesheet and the page's photo, and the first paint would wait for both.
import './styles.css';

/** Where the browser never says it painted (or holds its frames back), the app starts after this. */
const LONGEST_WAIT_MS = 3_000;

let started = false;
const loadApp = () => {
  if (started) return;
  started = true;
  // React's DOM renderer is most of the app's script and evaluates in one piece: on its own, in a task
  // before the app's, so neither holds the main thread long enough to delay a tap.
  void import('react-dom/client').then(() => setTimeout(() => void import('./main.tsx'), 0));
};

function afterFirstPaint(start: () => void): void {
  // A page opened in the background paints nothing until it is shown: it starts at once.
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, LONGEST_WAIT_MS);
  try {
    // The first contentful paint is reported once it has reached the screen.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: a task queued from a frame callback runs after that frame's paint.
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

afterFirstPaint(loadApp);
