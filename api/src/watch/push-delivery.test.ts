// Web Push of price alerts against a local push service (HTTPS with a certificate made for the test, the
// VAPID signature checked and the message decrypted as a browser does). Alerts are stored by the check and
// pushed from their own queue: each installed app's subscription gets the alert, one the service says is
// gone (410) is removed at once, one whose pushes keep failing (a 700 MB answer, a head a byte at a time,
// no answer) is removed after its tries (fewer when it never took a push) while a healthy one on the same
// device still gets its alerts; and
// subscriptions are checked before they are kept: the browsers' push services only, real keys, a few a
// device, never taken from another device.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { ErrorBody, PushKeyResponse, WatchResponse } from '@costlens/contracts';
import { describeEachDialect, TEST_RATE_LIMITS } from '../../test/harness.ts';
import { startPageServer } from './test-support/page-server.ts';
import type { PageServer } from './test-support/page-server.ts';
import { startPushService } from './test-support/push-service.ts';
import type { PushService } from './test-support/push-service.ts';
import { watchWorld } from './test-support/watch-world.ts';
import type { WatchWorld } from './test-support/watch-world.ts';

const HOUR = 60 * 60 * 1000;

describeEachDialect('price alerts by Web Push on %s', (dialect) => {
  let pages: PageServer;
  let push: PushService;
  let w: WatchWorld;
  beforeAll(async () => {
    [pages, push] = await Promise.all([startPageServer(), startPushService({ trickleMs: 400 })]);
  });
  afterAll(async () => {
    await pages?.close();
    await push?.close();
  });
  afterEach(() => w?.close());

  // Subscriptions are also limited per address and device an hour; these tests post more than that
  // (the real server process's test, api/src/resilience/hostile-push.test.ts, meets the limit).
  const rateLimits = {
    ...TEST_RATE_LIMITS,
    pushSubscribesPerIp: { limit: 1_000, windowMs: 60_000 },
    pushSubscribesPerDevice: { limit: 1_000, windowMs: 60_000 },
  };
  const world = (env: Record<string, string> = {}) =>
    watchWorld(
      dialect,
      {
        FETCH_ALLOW_PRIVATE: pages.host,
        TEST_ONLY_PUSH_SERVICE: push.host,
        WATCH_INTERVAL_S: '3600',
        PUSH_CONTACT: 'mailto:alerts@costlens.example',
        ...env,
      },
      { pushTransport: { ca: push.ca }, rateLimits },
    );
  const subscriptions = async () =>
    (await w.deps.database.db.selectFrom('push_subscriptions').select(['endpoint', 'device_id']).execute()).map(
      (r) => r.endpoint,
    );

  it('pushes an alert to each installed app and forgets the one the push service says is gone', async () => {
    w = await world();
    const key = ((await (await w.shopper.get('/api/push/key')).json()) as PushKeyResponse).publicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);

    const phone = push.subscribe(`phone-${dialect}`);
    const laptop = push.subscribe(`laptop-${dialect}`);
    for (const sub of [phone, laptop]) {
      expect((await w.shopper.post('/api/push/subscriptions', sub)).status).toBe(200);
    }

    const path = `/pushed-${dialect}`;
    pages.set(path, { price: 50, name: 'Pushed Kettle' });
    const { watch } = (await (
      await w.shopper.post('/api/watches', { url: pages.url(path), rules: { targetPrice: 40 } })
    ).json()) as WatchResponse;
    expect(push.deliveries).toHaveLength(0);

    // The app on the laptop was removed: its push service now answers 410 Gone.
    push.gone(`laptop-${dialect}`);
    // Restarted in between: the same VAPID key signs.
    await w.restart();
    pages.set(path, { price: 39 });
    w.clock.advance(HOUR);
    await w.runDue();

    expect(push.refused).toEqual([]);
    const mine = push.deliveries.filter((d) => d.subscriber.endsWith(dialect));
    expect(mine).toEqual([
      {
        subscriber: `phone-${dialect}`,
        payload: {
          title: 'Price alert: Pushed Kettle',
          body: '$39.00 is at or below your target of $40.00.',
          url: `/watching/${watch.id}`,
          tag: `watch-${watch.id}`,
        },
        ttl: '86400',
        urgency: 'normal',
        vapidKey: key,
        subject: 'mailto:alerts@costlens.example',
      },
    ]);
    expect(await subscriptions()).toEqual([phone.endpoint]);
    const alerts = await w.deps.database.db.selectFrom('watch_alerts').select(['rule', 'pushed_at']).execute();
    expect(alerts).toEqual([{ rule: 'target', pushed_at: w.clock.now() }]);

    // Unsubscribed: the next alert goes nowhere, and is still listed in the app.
    expect((await w.shopper.post('/api/push/subscriptions/remove', { endpoint: phone.endpoint })).status).toBe(200);
    pages.set(path, { price: 50 });
    w.clock.advance(HOUR);
    await w.runDue();
    pages.set(path, { price: 38 });
    w.clock.advance(HOUR);
    await w.runDue();
    expect(push.deliveries.filter((d) => d.subscriber.endsWith(dialect))).toHaveLength(1);
    const listed = (await (await w.shopper.get('/api/watch-alerts')).json()) as { alerts: unknown[]; unread: number };
    expect(listed.unread).toBe(2);
  });

  it('drops a subscription whose pushes keep failing after its tries, and still pushes to the healthy one', async () => {
    w = await world({ PUSH_FIRST_TIMEOUT_MS: '1000', PUSH_TIMEOUT_MS: '1500', PUSH_ATTEMPTS: '3', PUSH_RETRY_S: '1' });
    const healthy = push.subscribe(`healthy-${dialect}`);
    const hostile = {
      huge: push.subscribe(`huge-${dialect}`, 'huge'),
      trickle: push.subscribe(`trickle-${dialect}`, 'trickle'),
      silent: push.subscribe(`silent-${dialect}`, 'silent'),
    };
    for (const sub of [healthy, ...Object.values(hostile)]) {
      expect((await w.shopper.post('/api/push/subscriptions', sub)).status).toBe(200);
    }
    const path = `/hostile-${dialect}`;
    pages.set(path, { price: 50, name: 'Drop Kettle' });
    expect((await w.shopper.post('/api/watches', { url: pages.url(path), rules: { targetPrice: 42 } })).status).toBe(
      201,
    );
    pages.set(path, { price: 41 });
    w.clock.advance(HOUR);
    await w.runDue();

    // The healthy app got its alert; a 700 MB answer was taken as the 201 it began with, not read.
    const got = (name: string) => push.deliveries.filter((d) => d.subscriber === name).length;
    expect(got(`healthy-${dialect}`)).toBe(1);
    expect(push.hugeBytesWritten()).toBeLessThan(64 * 1024 * 1024);
    // A service that answers a byte at a time, or not at all, and never took a push, was tried
    // PUSH_NEW_ATTEMPTS (2) times and forgotten.
    expect(push.attempts.get(`trickle-${dialect}`)).toBe(2);
    expect(push.attempts.get(`silent-${dialect}`)).toBe(2);
    expect(await subscriptions()).toEqual(expect.arrayContaining([healthy.endpoint, hostile.huge.endpoint]));
    expect(await subscriptions()).toHaveLength(2);

    // One that took pushes before and then stops answering is given all its PUSH_ATTEMPTS (3) tries.
    push.set(`healthy-${dialect}`, 'silent');
    pages.set(path, { price: 50 });
    w.clock.advance(HOUR);
    await w.runDue();
    pages.set(path, { price: 41 });
    w.clock.advance(HOUR);
    await w.runDue();
    expect(push.attempts.get(`healthy-${dialect}`)).toBe(1 + 3);
    expect(await subscriptions()).toEqual([hostile.huge.endpoint]);

    // A service that fails now and then is not given up on: each push that goes starts the count again.
    const flaky = push.subscribe(`flaky-${dialect}`, 'flaky');
    expect((await w.shopper.post('/api/push/subscriptions', flaky)).status).toBe(200);
    for (const price of [50, 41, 50, 41, 50, 41]) {
      pages.set(path, { price });
      w.clock.advance(HOUR);
      await w.runDue();
    }
    expect(push.attempts.get(`flaky-${dialect}`)).toBe(6);
    expect(got(`flaky-${dialect}`)).toBe(3);
    expect(await subscriptions()).toContain(flaky.endpoint);
  }, 60_000);

  it.each([
    ['plain http', { endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, 'endpoint'],
    ['any public host:port', { endpoint: 'https://8.8.8.8:22/x' }, 'endpoint'],
    ['a push service on another port', { endpoint: 'https://fcm.googleapis.com:8443/fcm/send/abc' }, 'endpoint'],
    ['a look-alike host', { endpoint: 'https://fcm.googleapis.com.evil.example/fcm/send/abc' }, 'endpoint'],
    ['a 200-character p256dh', { keys: { p256dh: 'A'.repeat(200) } }, 'keys.p256dh'],
    ['a p256dh off the curve', { keys: { p256dh: Buffer.alloc(65, 4).toString('base64url') } }, 'keys.p256dh'],
    ['a 1-character auth', { keys: { auth: 'A' } }, 'keys.auth'],
    ['a 17-byte auth', { keys: { auth: Buffer.alloc(17, 1).toString('base64url') } }, 'keys.auth'],
  ])('refuses a subscription with %s, naming the field', async (_label, change, field) => {
    w = await world();
    const good = push.subscribe(`refused-${dialect}`);
    const body = { ...good, ...change, keys: { ...good.keys, ...('keys' in change ? change.keys : {}) } };
    const res = await w.shopper.post('/api/push/subscriptions', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).field).toBe(field);
    expect(await subscriptions()).toEqual([]);
  });

  it("takes the browsers' push services by name with no look-up, a few a device, and never another device's", async () => {
    w = await world();
    const keys = push.subscribe(`keys-${dialect}`).keys;
    // This machine has no DNS for these hosts: they are accepted by name.
    const services = [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://fcm.googleapis.com:443/fcm/send/second',
    ];
    for (const endpoint of services) {
      const res = await w.shopper.post('/api/push/subscriptions', { endpoint, keys });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    // The sixth is one too many for a device; the same one again renews it.
    const full = await w.shopper.post('/api/push/subscriptions', { endpoint: `${services[0]}-6`, keys });
    expect(full.status).toBe(409);
    expect((await w.shopper.post('/api/push/subscriptions', { endpoint: services[0], keys })).status).toBe(200);

    // Another device posting the first device's endpoint does not take it.
    const other = w.anotherBrowser();
    const taken = await other.post('/api/push/subscriptions', { endpoint: services[1], keys });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorBody).field).toBe('endpoint');
    const holder = await w.deps.database.db
      .selectFrom('push_subscriptions')
      .select('device_id')
      .where('endpoint', '=', services[1]!)
      .executeTakeFirstOrThrow();
    const mine = await w.deps.database.db
      .selectFrom('push_subscriptions')
      .select('device_id')
      .where('endpoint', '=', services[0]!)
      .executeTakeFirstOrThrow();
    expect(holder.device_id).toBe(mine.device_id);
  });
});
