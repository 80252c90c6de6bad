/**
 * The routes whose first view the web build wrote into its own copy of the page
 * (`first-views/routes.json` in the build: path → file, and for a screen that starts differently on a
 * device that has kept nothing, the copy for such a device). A first visit to one of them gets that
 * copy, so its heading paints before the app's script has loaded. A build without the list, or an entry
 * that is not a plain path and a file in that folder, serves nothing from here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROUTES_FILE = 'first-views/routes.json';
const PATH = /^\/[a-z0-9-]*$/;
const FILE = /^first-views\/[a-z0-9-]+\.html$/i;

export interface FirstViewRoute {
  path: string;
  file: string;
  /** The screen as a device that has kept nothing sees it, when that differs. */
  newDeviceFile?: string;
  /** The screen's start reads the address's query: an address with one gets the app's own page. */
  plainAddressOnly?: true;
}

export function firstViewRoutes(distDir: string): FirstViewRoute[] {
  const listed = join(distDir, ROUTES_FILE);
  if (!existsSync(listed)) return [];
  const routes = JSON.parse(readFileSync(listed, 'utf8')) as unknown;
  if (!routes || typeof routes !== 'object') return [];
  const isBuiltFile = (file: unknown): file is string =>
    typeof file === 'string' && FILE.test(file) && existsSync(join(distDir, file));
  return Object.entries(routes).flatMap(([path, entry]: [string, unknown]) => {
    const { file, newDevice, plainAddressOnly } = (entry ?? {}) as Record<string, unknown>;
    if (!PATH.test(path) || !isBuiltFile(file)) return [];
    return [
      {
        path,
        file,
        ...(isBuiltFile(newDevice) && { newDeviceFile: newDevice }),
        ...(plainAddressOnly === true && { plainAddressOnly: true as const }),
      },
    ];
  });
}
