/**
 * Bytes of JS and CSS each route loads first, gzip-compressed (level 6, what a typical proxy sends),
 * read from the Vite manifest of a production build: the entry (index.html) and its static imports,
 * the app it loads right after the first paint (src/main.tsx) and its static imports, plus the route's
 * lazy screen chunk and its static imports. Chunks fetched after the screen is up
 * (service-worker registration, workers, models) are counted apart as "later".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeReport } from './support/report.ts';
import type { BenchRow } from './support/report.ts';
import { webBuild } from './support/web-build.ts';

/** Client routes (web/src/app/routes.ts) and the lazy module each one renders. */
const ROUTES: Array<[path: string, module: string]> = [
  ['/', 'src/screens/home/HomeScreen.tsx'],
  ['/find-similar', 'src/screens/home/HomeScreen.tsx'],
  ['/flights', 'src/screens/flights/FlightsScreen.tsx'],
  ['/history', 'src/screens/history/HistoryScreen.tsx'],
  ['/analysis/:id', 'src/screens/analysis/AnalysisScreen.tsx'],
  ['/shared/:token', 'src/screens/shared/SharedScreen.tsx'],
  ['/public', 'src/screens/public/PublicScreen.tsx'],
  ['/landed-cost', 'src/screens/landed-cost/LandedCostScreen.tsx'],
  ['/watching', 'src/screens/watching/WatchingScreen.tsx'],
];
const GOAL_HOME_KB = 100;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = webBuild();
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const entryKey = Object.keys(manifest).find((k) => (manifest[k] as { isEntry?: boolean }).isEntry);
if (!entryKey) throw new Error('no entry in the Vite manifest');
/** The app itself: the entry imports it as soon as the page has painted its first view. */
const APP = 'src/main.tsx';
if (!manifest[entryKey]!.dynamicImports?.includes(APP)) throw new Error(`the entry no longer loads ${APP}`);

/** The files a module pulls in before it can run: itself, its CSS, and its static imports, recursively. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest: update ROUTES in bench/bundle.bench.ts`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const dep of chunk.imports ?? []) staticClosure(dep, into);
  return into;
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function size(file: string) {
  let s = sizes.get(file);
  if (!s) {
    const bytes = readFileSync(join(dist, file));
    s = { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
    sizes.set(file, s);
  }
  return s;
}
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const routeModules = new Set(ROUTES.map(([, m]) => m));
const later = new Set<string>();
for (const dyn of manifest[APP]!.dynamicImports ?? []) {
  if (!routeModules.has(dyn)) for (const f of staticClosure(dyn)) later.add(f);
}

const rows: BenchRow[] = ROUTES.map(([path, module]) => {
  const files = staticClosure(module, staticClosure(APP, staticClosure(entryKey)));
  const js = [...files].filter((f) => f.endsWith('.js'));
  const css = [...files].filter((f) => f.endsWith('.css'));
  const sum = (list: string[], k: 'raw' | 'gzip') => list.reduce((n, f) => n + size(f)[k], 0);
  const laterFiles = [...later].filter((f) => !files.has(f));
  return {
    case: `${path} first load (JS + CSS, gzip)`,
    value: kb(sum(js, 'gzip') + sum(css, 'gzip')),
    unit: 'KB',
    details: {
      js: { value: kb(sum(js, 'gzip')), unit: 'KB' },
      css: { value: kb(sum(css, 'gzip')), unit: 'KB' },
      raw: { value: kb(sum(js, 'raw') + sum(css, 'raw')), unit: 'KB' },
      files: { value: files.size, unit: '' },
      later: { value: kb(sum(laterFiles, 'gzip')), unit: 'KB' },
    },
    ...(path === '/' ? { goal: `≤ ${GOAL_HOME_KB} KB` } : {}),
  };
});

writeReport({
  bench: 'bundle',
  title: 'JS and CSS each route loads first, gzip level 6, from the Vite manifest of a production build',
  rows,
  notes: [
    '"later" = chunks the entry imports dynamically that are not screens (e.g. service-worker registration), fetched after first render',
  ],
});
