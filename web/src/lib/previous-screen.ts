// Where the person came from inside the app, so a "Back" link names that screen (a person who reached an
// analysis from the home screen is not sent "back to History"). Kept for this page's life only.

let current: string | null = null;
let previous: string | null = null;

/** Called on every change of the app's address (path and query). */
export function notePath(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

/** The app address before this one, or null when this is the first screen of the visit. */
export function previousPath(): string | null {
  return previous;
}

const SCREEN_NAMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/(\?|$)/, 'Home'],
  [/^\/find-similar/, 'Find Similar'],
  [/^\/history/, 'History'],
  [/^\/watching/, 'Watching'],
  [/^\/public/, 'Community'],
  [/^\/prices\?/, 'the price search'],
  [/^\/suppliers\?/, 'the supplier search'],
  [/^\/landed-cost/, 'Landed cost'],
  [/^\/analysis\//, 'the analysis'],
];

/** Where "Back" goes and what it says: the screen the person came from, else `fallback`. */
export function backTarget(
  fallback: { href: string; name: string },
  from: string | null = previous,
): { href: string; name: string } {
  if (!from) return fallback;
  const name = SCREEN_NAMES.find(([re]) => re.test(from))?.[1];
  return name ? { href: from, name } : fallback;
}
