/**
 * The routes whose first view the web build wrote into its own copy of the page
 * (`first-views/routes.json` in the build: path → file and the endpoints the screen reads first). A
 * first visit to one of them gets that copy, so its heading paints before the app's script has loaded,
 * with a preload of what the screen will read: the browser fetches it while the app's code loads, and
 * the app's own request takes that answer. A build without the list, or an entry that is not a plain
 * path and a file in that folder, serves nothing from here; a read that is not an endpoint anyone may
 * GET without parameters is left out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENDPOINTS, endpointUrl } from '@costlens/contracts';
import type { EndpointName } from '@costlens/contracts';

const ROUTES_FILE = 'first-views/routes.json';
const PATH = /^\/[a-z0-9-]*$/;
const FILE = /^first-views\/[a-z0-9-]+\.html$/i;

export interface FirstViewRoute {
  path: string;
  file: string;
  /** A `Link` header value preloading the screen's first reads, or null. */
  preload: string | null;
}

function isPlainGet(name: unknown): name is EndpointName {
  if (typeof name !== 'string' || !Object.hasOwn(ENDPOINTS, name)) return false;
  const endpoint = ENDPOINTS[name as EndpointName];
  return endpoint.method === 'GET' && !endpoint.path.includes(':');
}

/** Asked for as the app's client asks (with credentials): otherwise the browser does not hand it over. */
function preloadOf(reads: unknown): string | null {
  const names = Array.isArray(reads) ? reads.filter(isPlainGet) : [];
  if (!names.length) return null;
  return names
    .map((name) => `<${endpointUrl(name, {} as never)}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(', ');
}

export function firstViewRoutes(distDir: string): FirstViewRoute[] {
  const listed = join(distDir, ROUTES_FILE);
  if (!existsSync(listed)) return [];
  const routes = JSON.parse(readFileSync(listed, 'utf8')) as unknown;
  if (!routes || typeof routes !== 'object') return [];
  return Object.entries(routes).flatMap(([path, entry]: [string, unknown]) => {
    const { file, reads } = (entry ?? {}) as { file?: unknown; reads?: unknown };
    if (!PATH.test(path) || typeof file !== 'string' || !FILE.test(file) || !existsSync(join(distDir, file))) return [];
    return [{ path, file, preload: preloadOf(reads) }];
  });
}
