/**
 * The first view of each screen that starts the same for every visitor: its heading and lead. The build
 * writes each into a copy of the page's HTML (web/vite/first-views.ts), so a first visit paints it with
 * the HTML and CSS, before any script; the screen renders the same words from here once its code runs,
 * and so does the loading state between the two. Screens whose first view depends on the visitor (an
 * analysis, a shared link) are not here; the landed-cost calculator starts the same for everyone who
 * opens its plain address (what a link's query fills in changes its heading).
 */
export interface FirstView {
  /** The route's path, exactly (no parameters). */
  path: string;
  /** The screen's `<main>` classes. */
  className: string;
  title: string;
  lead?: string;
  /** The classes of the card the heading and lead sit in, when the screen puts them in one. */
  card?: string;
  /** The screen's start reads the address's query: the view is for the plain address only. */
  plainAddressOnly?: true;
}

export const FIRST_VIEWS = {
  home: {
    path: '/',
    className: 'page home',
    title: 'Product Cost Analysis',
    lead: 'Photograph a product to see what it really costs, where to buy it cheaper, and who makes it.',
  },
  findSimilar: { path: '/find-similar', className: 'page home', title: 'Find Similar Products' },
  flights: {
    path: '/flights',
    className: 'page flights',
    title: 'Find Cheaper Flights',
    lead: 'Search flights in CAD or USD.',
  },
  history: {
    path: '/history',
    className: 'page',
    title: 'Analysis History',
    lead: 'Your past product analyses on this device.',
  },
  public: {
    path: '/public',
    className: 'page',
    title: 'Community Analyses',
    lead: 'Cost analyses people have shared publicly.',
  },
  watching: {
    path: '/watching',
    className: 'page',
    title: 'Watching',
    lead: "Prices of the products you watch, checked every few hours. Add one with “Watch price” on a product's results, its price comparison or Find Similar.",
  },
  landedCost: {
    path: '/landed-cost',
    className: 'page narrow lc-screen',
    card: 'card lc-card lc-page',
    title: 'Landed cost',
    lead: 'Bought from a supplier abroad and shipped to you, with duty and taxes.',
    plainAddressOnly: true,
  },
} satisfies Record<string, FirstView>;

/** The first view of the route at `path`, if it has one. */
export function firstViewAt(path: string): FirstView | undefined {
  return Object.values(FIRST_VIEWS).find((v) => v.path === path);
}
