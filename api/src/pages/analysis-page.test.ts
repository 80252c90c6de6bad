import { Hono } from 'hono';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { AppEnv } from '../app-types.ts';
import { describeEachDialect, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { shareAnalysis } from '../db/analyses.ts';
import { deviceCookieKey, signDeviceId } from '../http/device.ts';
import { seedAnalysis } from '../routes/analyses/test-seed.ts';
import { mountAnalysisPage } from './analysis-page.ts';

const OWNER = 'ownerownerownerowner01';
const VISITOR = 'visitorvisitorvisitor1';

describeEachDialect('an analysis page asked for by the browser on %s', (dialect) => {
  let t: TestApp;
  let site: Hono<AppEnv>;
  beforeEach(async () => {
    t = await makeTestApp(dialect);
    site = new Hono<AppEnv>();
    mountAnalysisPage(site, t.deps);
    // What the app's own page would be: the shell.
    site.get('*', (c) => c.html('<!doctype html><title>app</title>'));
  });
  afterEach(async () => {
    await t.close();
  });

  const signed = async (device: string) => signDeviceId(await deviceCookieKey(t.deps.database, t.clock.now()), device);
  const open = (id: string, cookie?: string) => site.request(`/analysis/${id}`, { headers: cookie ? { cookie } : {} });

  it('sends a visitor of a shared analysis to its public page, and its owner to the app', async () => {
    const stored = await seedAnalysis(t.deps.database, OWNER);
    const token = await shareAnalysis(t.deps.database, stored.id, 'Bottle', 'Steel.');

    for (const cookie of [
      undefined,
      `cl_device=${await signed(VISITOR)}`,
      `__Host-cl_device=${await signed(VISITOR)}`,
    ]) {
      const res = await open(stored.id, cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/shared/${token}`);
      expect(res.headers.get('vary')).toMatch(/cookie/i);
    }
    for (const cookie of [`cl_device=${await signed(OWNER)}`, `__Host-cl_device=${await signed(OWNER)}`]) {
      const res = await open(stored.id, cookie);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>app</title>');
    }
  });

  it('leaves to the app an analysis not shared, an unknown id, a forged or unsigned cookie of the owner', async () => {
    const kept = await seedAnalysis(t.deps.database, OWNER);
    expect((await open(kept.id)).status).toBe(200);
    expect((await open('nosuchanalysisnosuch01')).status).toBe(200);
    expect((await open('not an id')).status).toBe(200);

    const shared = await seedAnalysis(t.deps.database, OWNER);
    await shareAnalysis(t.deps.database, shared.id, 'Bottle', 'Steel.');
    // A bare id may be an owner's from before ids were signed: the app upgrades it and decides.
    expect((await open(shared.id, `cl_device=${OWNER}`)).status).toBe(200);
    // Someone else's id with a made-up signature is a visitor.
    expect((await open(shared.id, `cl_device=${OWNER}.forged`)).status).toBe(302);
  });
});
