// Push services that a client chose, against the real server process. Before, one anonymous client could
// crash the API (a push service answering 201 with a 700 MB body grew a string until Node gave up, again
// after every restart), and pushes sent one after another inside the check, each with only an idle
// time-out, held both check slots while another user's watch waited 126 s. Now pushes go from their own
// queue, each with a total deadline and at most 4 KB of its answer read: an attacker with ten subscriptions
// (the most its address may make in an hour) that answer 700 MB, a byte every 3 s, or nothing, watching two
// pages whose price drops on every read, leaves the process up, /api/health quick, another user's watch
// checked on time and pushed to, and its failing subscriptions dropped after their tries.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../test/harness.ts';
import { startPageServer } from '../watch/test-support/page-server.ts';
import type { PageServer } from '../watch/test-support/page-server.ts';
import { HUGE_ANSWER_BYTES, startPushService } from '../watch/test-support/push-service.ts';
import type { PushService, SubscriberMode } from '../watch/test-support/push-service.ts';
import { addressClient } from './support/address-client.ts';
import { startApi } from './support/api-process.ts';
import type { ApiProcess } from './support/api-process.ts';
import { sharedDatabase } from './support/databases.ts';
import type { SharedDatabase } from './support/databases.ts';

const INTERVAL_S = 2;
const TICK_S = 1;
const ATTEMPTS = 3;
/** Tries of a subscription that never took a push (PUSH_NEW_ATTEMPTS' default): the failing ones here. */
const NEW_ATTEMPTS = 2;
const PUSH_CONCURRENCY = 2;
const ATTACK_MS = 20_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeEachDialect('hostile push services against the server process on %s', (dialect) => {
  let push: PushService;
  let attackerSite: PageServer;
  let victimSite: PageServer;
  let shared: SharedDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    [push, attackerSite, victimSite] = await Promise.all([
      startPushService({ trickleMs: 3_000 }),
      startPageServer({ address: '127.0.0.2' }),
      startPageServer({ address: '127.0.0.3' }),
    ]);
    shared = await sharedDatabase(dialect);
    api = await startApi({
      ...shared.env,
      LOG_LEVEL: 'info',
      FETCH_ALLOW_PRIVATE: `${attackerSite.host},${victimSite.host}`,
      TEST_ONLY_PUSH_SERVICE: push.host,
      // The test's push service certificate, trusted by this process only.
      NODE_EXTRA_CA_CERTS: push.caFile,
      WATCH_INTERVAL_S: String(INTERVAL_S),
      WATCH_TICK_S: String(TICK_S),
      WATCH_SITE_INTERVAL_S: '1',
      WATCH_CONCURRENCY: '2',
      PUSH_CONCURRENCY: String(PUSH_CONCURRENCY),
      PUSH_TIMEOUT_MS: '2000',
      PUSH_ATTEMPTS: String(ATTEMPTS),
      PUSH_RETRY_S: '1',
    });
  }, 90_000);
  afterAll(async () => {
    await api?.stop();
    await shared?.remove();
    await Promise.all([push?.close(), attackerSite?.close(), victimSite?.close()]);
  });

  it('stays up, answers health at once, checks and pushes another user on time, and drops the failing subscriptions', async () => {
    const victim = addressClient(api.url, '127.0.0.9');
    const attacker = addressClient(api.url, '127.0.0.5');
    const tag = `${dialect}-${Date.now().toString(36)}`;

    // The other user: one installed app, a page whose price falls a little at every read.
    const healthy = push.subscribe(`victim-${tag}`);
    expect((await victim.send('POST', '/api/push/subscriptions', healthy)).status).toBe(200);
    victimSite.set('/kettle', { price: 200, name: 'Victim Kettle', dropEachRead: 1 });
    const watched = await victim.send('POST', '/api/watches', {
      url: victimSite.url('/kettle'),
      rules: { dropPercent: 1 },
    });
    expect(watched.status).toBe(201);
    const victimWatch = (watched.json as { watch: { id: string } }).watch.id;

    // The attacker: two devices (a dropped cookie), five push subscriptions each on services that answer
    // 700 MB, a byte every 3 s, or nothing, each watching a page whose price drops on every read.
    const modes: SubscriberMode[] = ['huge', 'trickle', 'silent', 'trickle', 'silent'];
    const failing: string[] = [];
    const huge: string[] = [];
    for (const device of [1, 2]) {
      if (device > 1) attacker.newDevice();
      for (const [i, mode] of modes.entries()) {
        const name = `${mode}-${device}-${i}-${tag}`;
        const res = await attacker.send('POST', '/api/push/subscriptions', push.subscribe(name, mode));
        expect(res.status).toBe(200);
        (mode === 'huge' ? huge : failing).push(name);
      }
      attackerSite.set(`/drop-${device}`, { price: 500, name: `Drop ${device}`, dropEachRead: 7 });
      const res = await attacker.send('POST', '/api/watches', {
        url: attackerSite.url(`/drop-${device}`),
        rules: { dropPercent: 1, lowest30Days: true },
      });
      expect(res.status).toBe(201);
    }
    // An eleventh subscription from the same address within the hour is refused.
    attacker.newDevice();
    const eleventh = await attacker.send('POST', '/api/push/subscriptions', push.subscribe(`more-${tag}`, 'silent'));
    expect(eleventh.status).toBe(429);

    // Meanwhile: health, again and again.
    const started = Date.now();
    let worstHealthMs = 0;
    let healthAnswers = 0;
    while (Date.now() - started < ATTACK_MS) {
      const res = await victim.send('GET', '/api/health');
      expect(res.status).toBe(200);
      worstHealthMs = Math.max(worstHealthMs, res.ms);
      healthAnswers++;
      await sleep(200);
    }

    // The failing subscriptions are dropped after their tries (a last try may still be in hand).
    const db = await shared.open();
    try {
      const left = async () =>
        (await db.db.selectFrom('push_subscriptions').select('endpoint').execute()).map((r) =>
          r.endpoint.split('/').at(-1)!,
        );
      for (let waited = 0; waited < 30_000 && (await left()).some((n) => failing.includes(n)); waited += 500) {
        await sleep(500);
      }
      expect((await left()).sort()).toEqual([...huge, `victim-${tag}`].sort());
      for (const name of failing) {
        expect(push.attempts.get(name)).toBeGreaterThanOrEqual(NEW_ATTEMPTS);
        expect(push.attempts.get(name)).toBeLessThan(NEW_ATTEMPTS + PUSH_CONCURRENCY);
      }

      // The other user's watch was checked on its interval throughout, and its alerts were pushed.
      const seen = (
        await db.db
          .selectFrom('watch_observations')
          .select('observed_at')
          .where('watch_id', '=', victimWatch)
          .orderBy('observed_at')
          .execute()
      ).map((r) => Number(r.observed_at));
      const gaps = seen.slice(1).map((t, i) => t - seen[i]!);
      const worstGapMs = Math.max(...gaps);
      expect(seen.length).toBeGreaterThanOrEqual(Math.floor(ATTACK_MS / ((INTERVAL_S + TICK_S) * 1000)));
      // A check waits at most for its interval and the next look (and a site slot), never for a push.
      expect(worstGapMs).toBeLessThanOrEqual(2 * (INTERVAL_S + TICK_S) * 1000);
      const victimPushes = push.deliveries.filter((d) => d.subscriber === `victim-${tag}`).length;
      expect(victimPushes).toBeGreaterThan(0);

      // The 700 MB answers were never read: far less than one was even sent before the server hung up.
      const hugeAttempts = huge.reduce((n, name) => n + (push.attempts.get(name) ?? 0), 0);
      expect(hugeAttempts).toBeGreaterThan(0);
      expect(push.hugeBytesWritten()).toBeLessThan(HUGE_ANSWER_BYTES);

      // Up throughout: the same process answers, and nothing it could not handle reached the top.
      expect(api.output()).not.toMatch(/RangeError|stray error|stray rejection/);
      expect((await victim.send('GET', '/api/health')).status).toBe(200);

      console.info(
        `hostile push services on ${dialect}: health ${healthAnswers} answers, worst ${Math.round(worstHealthMs)} ms; ` +
          `the other user's watch checked ${seen.length} times in ${ATTACK_MS / 1000} s, worst gap ${worstGapMs} ms, ` +
          `${victimPushes} pushes delivered; ${failing.length} failing subscriptions dropped after ` +
          `${failing.map((n) => push.attempts.get(n)).join('/')} tries; ${hugeAttempts} answers of 700 MB began, ` +
          `${(push.hugeBytesWritten() / 1024 / 1024).toFixed(1)} MB of them sent before the server hung up`,
      );
    } finally {
      await db.close();
    }
  }, 120_000);
});
