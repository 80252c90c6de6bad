/**
 * Writes, for each route with a first view (src/app/first-views.ts), a copy of the built index.html with
 * that view in place after the static header: `first-views/<name>.html`, and `first-views/routes.json`
 * mapping each route's path to its file. The server answers a first visit to the route with it, so the
 * heading and lead paint with the HTML and CSS, before the app's script has loaded; the app then
 * replaces it with the same words. A screen that starts the same for everyone (flights: the form and the
 * example results; the landed-cost calculator as a device that kept nothing opens it) is written whole, as
 * its first render (vite/screen-markup.ts), with the stylesheets its components bring; its forms and
 * choices take no input (`inert`) until the app's own replace them, so nothing typed in that moment is
 * lost. A screen whose start depends only on whether the device has kept anything (history) also gets
 * `first-views/<name>-new-device.html`, the screen as a new device sees it (routes.json's `newDevice`),
 * which the server sends to a browser it has never given a device. A view whose screen reads the
 * address's query (`plainAddressOnly`) is served for the plain address only. index.html itself stays
 * without a view: it is the page of every other route and the service worker's shell. The copies stay
 * out of the precache (vite.config.ts): once the service worker runs, it opens every route from the
 * shell at once.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer } from 'vite';
import type { Plugin } from 'vite';
import { FIRST_VIEWS } from '../src/app/first-views.ts';
import type { FirstView } from '../src/app/first-views.ts';
import { ScreenIntro } from '../src/ui/ScreenIntro.tsx';

/** Where index.html takes a first view (after the static header, inside the app's frame). */
export const FIRST_VIEW_MARK = '<!-- first-view -->';
export const FIRST_VIEWS_DIR = 'first-views';
const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));

export function firstViews(): Plugin {
  return {
    name: 'costlens-first-views',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const shell = String(index.source);
      if (!shell.includes(FIRST_VIEW_MARK)) this.error(`index.html has no ${FIRST_VIEW_MARK} mark`);
      const { screenMarkup, screenStyles, newDeviceMarkup } = await loadScreenMarkup();
      const routes: Record<string, { file: string; newDevice?: string; plainAddressOnly?: true }> = {};
      // The stylesheets the build split off with these modules' chunks (a screen's own, loaded with its code).
      const stylesheetsOf = (modules: readonly string[]) =>
        modules.flatMap((module) => {
          const id = resolve(APP_ROOT, module);
          const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === id);
          if (!chunk || chunk.type !== 'chunk') return this.error(`no chunk of ${module} to take its stylesheet from`);
          return [...(chunk.viteMetadata?.importedCss ?? [])];
        });
      // The page with `markup` (a screen's <main>) in the app's frame, and the stylesheets it needs besides the page's.
      const page = (markup: string, stylesheets: readonly string[] = []) =>
        shell
          .replace(
            '</head>',
            `${stylesheets.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('')}</head>`,
          )
          .replace(FIRST_VIEW_MARK, `<div class="app-main">${markup}</div>`);
      for (const [name, view] of Object.entries(FIRST_VIEWS) as Array<[string, FirstView]>) {
        const whole = screenMarkup(name);
        // React writes (and escapes) the whole view.
        const markup = whole
          ? markFirstView(whole, name)
          : renderToStaticMarkup(
              createElement(
                'main',
                { className: view.className, 'data-first-view': name },
                createElement(ScreenIntro, { view }),
              ),
            );
        const file = `${FIRST_VIEWS_DIR}/${name}.html`;
        this.emitFile({ type: 'asset', fileName: file, source: page(markup, stylesheetsOf(screenStyles(name))) });
        const entry: (typeof routes)[string] = { file, ...(view.plainAddressOnly && { plainAddressOnly: true }) };
        const newDevice = newDeviceMarkup(name);
        if (newDevice) {
          entry.newDevice = `${FIRST_VIEWS_DIR}/${name}-new-device.html`;
          this.emitFile({ type: 'asset', fileName: entry.newDevice, source: page(markFirstView(newDevice, name)) });
        }
        routes[view.path] = entry;
      }
      this.emitFile({ type: 'asset', fileName: `${FIRST_VIEWS_DIR}/routes.json`, source: JSON.stringify(routes) });
    },
  };
}

/** The screen's `<main>` says which first view it is; its forms and choices take no input until the app
 *  replaces them. */
export function markFirstView(markup: string, name: string): string {
  if (!markup.startsWith('<main')) throw new Error(`the ${name} screen does not start with its <main>`);
  return markup
    .replace('<main', `<main data-first-view="${name}"`)
    .replaceAll('<form', '<form inert=""')
    .replaceAll('<fieldset', '<fieldset inert=""');
}

interface ScreenMarkup {
  screenMarkup(name: string): string | null;
  screenStyles(name: string): readonly string[];
  newDeviceMarkup(name: string): string | null;
}

/** screen-markup.ts's renderers, loaded through a Vite server of its own (stylesheets and packages load as
 *  in the app's build); the server closes once they are loaded. */
async function loadScreenMarkup(): Promise<ScreenMarkup> {
  const server = await createServer({
    configFile: false,
    root: APP_ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return (await server.ssrLoadModule('/vite/screen-markup.ts')) as unknown as ScreenMarkup;
  } finally {
    await server.close();
  }
}
