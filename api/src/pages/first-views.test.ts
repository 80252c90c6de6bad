import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstViewRoutes } from './first-views.ts';

describe('first view routes of a web build', () => {
  const dirs: string[] = [];
  const build = (routes: unknown, files: string[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'costlens-first-views-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'first-views'));
    for (const f of files) writeFileSync(join(dir, f), '<!doctype html>');
    if (routes !== undefined) writeFileSync(join(dir, 'first-views/routes.json'), JSON.stringify(routes));
    return dir;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  const at = (file: string) => ({ file });

  it('lists each route with the file the build wrote for it', () => {
    const dir = build({ '/': at('first-views/home.html'), '/public': at('first-views/public.html') }, [
      'first-views/home.html',
      'first-views/public.html',
    ]);
    expect(firstViewRoutes(dir)).toEqual([
      { path: '/', file: 'first-views/home.html' },
      { path: '/public', file: 'first-views/public.html' },
    ]);
  });

  it("gives a route the new device's copy only when the build wrote it into the folder", () => {
    const dir = build(
      {
        '/history': { file: 'first-views/history.html', newDevice: 'first-views/history-new-device.html' },
        '/watching': { file: 'first-views/watching.html', newDevice: 'first-views/missing.html' },
        '/public': { file: 'first-views/public.html', newDevice: '../index.html' },
      },
      [
        'first-views/history.html',
        'first-views/history-new-device.html',
        'first-views/watching.html',
        'first-views/public.html',
      ],
    );
    expect(firstViewRoutes(dir)).toEqual([
      {
        path: '/history',
        file: 'first-views/history.html',
        newDeviceFile: 'first-views/history-new-device.html',
      },
      { path: '/watching', file: 'first-views/watching.html' },
      { path: '/public', file: 'first-views/public.html' },
    ]);
  });

  it('says which views are for the plain address only', () => {
    const dir = build(
      {
        '/landed-cost': { file: 'first-views/landed-cost.html', plainAddressOnly: true },
        '/flights': { file: 'first-views/flights.html', plainAddressOnly: 'yes' },
      },
      ['first-views/landed-cost.html', 'first-views/flights.html'],
    );
    expect(firstViewRoutes(dir)).toEqual([
      { path: '/landed-cost', file: 'first-views/landed-cost.html', plainAddressOnly: true },
      { path: '/flights', file: 'first-views/flights.html' },
    ]);
  });

  it('serves nothing for a build without the list, and skips entries that are not a plain path and a file of the folder', () => {
    expect(firstViewRoutes(build(undefined, []))).toEqual([]);
    const dir = build(
      {
        '/missing': at('first-views/missing.html'),
        '/shared/:token': at('first-views/home.html'),
        '/up': at('../index.html'),
        '/old': 'first-views/home.html',
        '/ok': at('first-views/home.html'),
      },
      ['first-views/home.html'],
    );
    expect(firstViewRoutes(dir)).toEqual([{ path: '/ok', file: 'first-views/home.html' }]);
  });
});
