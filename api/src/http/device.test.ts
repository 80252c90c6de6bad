// Device ids are the server's: issued and signed by it, checked on every request, never taken from a
// client. Cookies from before ids were signed keep their history: upgraded once, on a same-origin
// request, for the same id, and only for ids that were issued unsigned.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisListResponse } from '@costlens/contracts';
import { createApp } from '../app.ts';
import { describeEachDialect, client, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { seedAnalysis } from '../routes/analyses/test-seed.ts';
import { deviceCookieKey, LEGACY_UPGRADE_GRACE_MS, signDeviceId, verifiedDeviceId } from './device.ts';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const LEGACY_ID = 'legacydevice0000000001';

/** The device cookie a response sets: [name, value], or null when it sets none. */
function issued(res: Response): [string, string] | null {
  for (const line of res.headers.getSetCookie()) {
    const m = /^((?:__Host-)?cl_device)=([^;]+)/.exec(line);
    if (m) return [m[1]!, m[2]!];
  }
  return null;
}

describeEachDialect('device ids on %s', (dialect) => {
  let t: TestApp;
  let key: string;
  beforeEach(async () => {
    t = await makeTestApp(dialect);
    key = await deviceCookieKey(t.deps.database, t.clock.now());
  });
  afterEach(() => t.close());

  const historyOf = async (cookie: string, headers: Record<string, string> = SAME_ORIGIN) => {
    const res = await t.app.request('/api/analyses', { headers: { cookie, ...headers } });
    const ids = ((await res.json()) as AnalysisListResponse).analyses.map((a) => a.id);
    return { ids, issued: issued(res) };
  };

  it('issues a signed id to a new visitor and knows it on the next request', async () => {
    const first = await t.app.request('/api/health', { headers: SAME_ORIGIN });
    const [name, value] = issued(first)!;
    expect(name).toBe('cl_device');
    const id = verifiedDeviceId(key, value);
    expect(id).not.toBeNull();
    const mine = await seedAnalysis(t.deps.database, id!);
    const again = await historyOf(`cl_device=${value}`);
    expect(again).toEqual({ ids: [mine.id], issued: null });
  });

  it("does not trust an id with another device's name and a forged signature", async () => {
    const victim = await seedAnalysis(t.deps.database, 'victimdevice0000000001');
    for (const forged of [
      `victimdevice0000000001.${'A'.repeat(43)}`,
      `victimdevice0000000001.${signDeviceId('another-key', 'victimdevice0000000001').split('.')[1]}`,
    ]) {
      const { ids, issued: replaced } = await historyOf(`cl_device=${forged}`);
      expect(ids).not.toContain(victim.id);
      expect(verifiedDeviceId(key, replaced![1])).not.toBe('victimdevice0000000001');
    }
  });

  it("still refuses a forged signature once the device's real cookie was seen (and remembered)", async () => {
    const victim = await seedAnalysis(t.deps.database, 'victimdevice0000000001');
    const real = signDeviceId(key, 'victimdevice0000000001');
    expect((await historyOf(`cl_device=${real}`)).ids).toEqual([victim.id]);
    const forged = `victimdevice0000000001.${real.split('.')[1]!.slice(0, -2)}AA`;
    expect((await historyOf(`cl_device=${forged}`)).ids).toEqual([]);
    expect((await historyOf(`cl_device=${real}`)).ids).toEqual([victim.id]);
  });

  it('does not trust an unsigned id the client chose: it gets a new signed one', async () => {
    const { issued: replaced } = await historyOf('cl_device=chosenbytheclient000001');
    expect(verifiedDeviceId(key, replaced![1])).not.toBe('chosenbytheclient000001');
  });

  it('gives no cookie to a read without browser headers, and one to a program that writes', async () => {
    expect(issued(await t.app.request('/api/health'))).toBeNull();
    const write = await t.app.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'page_view' }),
    });
    expect(write.status).toBe(202);
    expect(issued(write)).not.toBeNull();
    const typed = await t.app.request('/api/health', { headers: { 'sec-fetch-site': 'none' } });
    expect(issued(typed)).not.toBeNull();
  });

  it('signs alike in every process: another app on the same database knows the id', async () => {
    const other = createApp(t.deps);
    const [, value] = issued(await t.app.request('/api/health', { headers: SAME_ORIGIN }))!;
    const mine = await seedAnalysis(t.deps.database, verifiedDeviceId(key, value)!);
    const res = await other.request('/api/analyses', { headers: { cookie: `cl_device=${value}`, ...SAME_ORIGIN } });
    expect(((await res.json()) as AnalysisListResponse).analyses.map((a) => a.id)).toEqual([mine.id]);
  });

  it('does not take a bare id for the device whose signed cookie holds it: the thief is a new device', async () => {
    const [, value] = issued(await t.app.request('/api/health', { headers: SAME_ORIGIN }))!;
    const victimId = verifiedDeviceId(key, value)!;
    const victim = await seedAnalysis(t.deps.database, victimId);
    const thief = await historyOf(`cl_device=${victimId}`);
    expect(thief.ids).toEqual([]);
    expect(verifiedDeviceId(key, thief.issued![1])).not.toBe(victimId);
    const deleted = await t.app.request(`/api/analyses/${victim.id}`, {
      method: 'DELETE',
      headers: { cookie: `cl_device=${victimId}`, ...SAME_ORIGIN },
    });
    expect(deleted.status).toBe(403);
    expect((await historyOf(`cl_device=${value}`)).ids).toEqual([victim.id]);
  });

  describe('a cookie from before ids were signed', () => {
    // What migration 0012 lists for a device whose id was issued before ids were signed.
    beforeEach(() => t.deps.database.db.insertInto('unsigned_devices').values({ device_id: LEGACY_ID }).execute());

    it('is upgraded on a same-origin request to a signed cookie for the same id, and the history stays', async () => {
      const old = await seedAnalysis(t.deps.database, LEGACY_ID);
      const upgraded = await historyOf(`cl_device=${LEGACY_ID}`);
      expect(upgraded.ids).toEqual([old.id]);
      expect(verifiedDeviceId(key, upgraded.issued![1])).toBe(LEGACY_ID);
      expect((await historyOf(`cl_device=${upgraded.issued![1]}`)).ids).toEqual([old.id]);
    });

    it('waits for a same-origin request: no cookie is set or replaced before', async () => {
      const old = await seedAnalysis(t.deps.database, LEGACY_ID);
      for (const headers of [{}, { 'sec-fetch-site': 'none' }] as Array<Record<string, string>>) {
        const waiting = await historyOf(`cl_device=${LEGACY_ID}`, headers);
        expect(waiting).toEqual({ ids: [], issued: null });
      }
      expect((await historyOf(`cl_device=${LEGACY_ID}`)).ids).toEqual([old.id]);
    });

    it('is upgraded once: again for requests sent together, not after that', async () => {
      const old = await seedAnalysis(t.deps.database, LEGACY_ID);
      expect((await historyOf(`cl_device=${LEGACY_ID}`)).ids).toEqual([old.id]);
      t.clock.advance(LEGACY_UPGRADE_GRACE_MS - 1_000);
      expect((await historyOf(`cl_device=${LEGACY_ID}`)).ids).toEqual([old.id]);
      t.clock.advance(2_000);
      const late = await historyOf(`cl_device=${LEGACY_ID}`);
      expect(late.ids).toEqual([]);
      expect(verifiedDeviceId(key, late.issued![1])).not.toBe(LEGACY_ID);
    });

    it('over TLS moves to __Host-cl_device and the old cookie is deleted', async () => {
      await seedAnalysis(t.deps.database, LEGACY_ID);
      const res = await t.app.request('https://costlens.example/api/analyses', {
        headers: { cookie: `cl_device=${LEGACY_ID}`, ...SAME_ORIGIN },
      });
      const lines = res.headers.getSetCookie();
      const secure = lines.find((l) => l.startsWith('__Host-cl_device='))!;
      expect(secure).toMatch(/;\s*Secure/i);
      expect(verifiedDeviceId(key, /^__Host-cl_device=([^;]+)/.exec(secure)![1])).toBe(LEGACY_ID);
      expect(lines.some((l) => /^cl_device=;.*Max-Age=0/i.test(l))).toBe(true);
    });
  });

  it('a visitor with a harness client keeps one id across requests', async () => {
    const c = client(t.app);
    await c.get('/api/health');
    const first = c.cookies.get('cl_device');
    await c.post('/api/events', { name: 'page_view' });
    expect(c.cookies.get('cl_device')).toBe(first);
  });
});
