// The page's entry. Every route's HTML already shows its first view (the header, and on most routes the
// screen's heading or the shared analysis), styled by the stylesheet linked with it, so nothing needs the
// app's script to paint. The app (React and the shell, ~90 KB compressed) is therefore asked for only
// after that first paint: on a phone's connection its download would otherwise share the bandwidth with
// the stylesheet and the page's photo, and the first paint would wait for both.
import './styles.css';

let started = false;
const loadApp = () => {
  if (started) return;
  started = true;
  void import('./main.tsx');
};

// A frame callback runs once the stylesheet has loaded and the browser is about to paint; a task queued
// from it runs after that paint. A page opened in the background paints nothing until it is shown, and
// frame callbacks do not run there, so it starts the app at once; a browser that holds frames back for
// any other reason starts it after a second all the same.
if (document.visibilityState === 'hidden') loadApp();
else {
  requestAnimationFrame(() => setTimeout(loadApp, 0));
  setTimeout(loadApp, 1_000);
}
