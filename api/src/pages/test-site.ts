/** Test support for the server's own pages: a site holding one page's routes before a catch-all that
 *  answers NEXT_HANDLER, so a test reads whether the page answered or passed the request on. */
import { Hono } from 'hono';
import type { AppEnv } from '../app-types.ts';

export const NEXT_HANDLER = 'the next handler';

export function siteWith(mount: (site: Hono<AppEnv>) => void): Hono<AppEnv> {
  const site = new Hono<AppEnv>();
  mount(site);
  site.get('*', (c) => c.text(NEXT_HANDLER));
  return site;
}
