// Web Push of price alerts against a local push service that checks the VAPID signature and decrypts the
// message as a browser does: the installed app's subscription gets the alert (title, words, the watch to
// open), a subscription the service says is gone (410) is removed at once, and the VAPID key is the one
// the server made at first start and keeps across restarts.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { PushKeyResponse, WatchResponse } from '@costlens/contracts';
import { describeEachDialect } from '../../test/harness.ts';
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
    [pages, push] = await Promise.all([startPageServer(), startPushService()]);
  });
  afterAll(async () => {
    await pages?.close();
    await push?.close();
  });
  afterEach(() => w?.close());

  it('pushes an alert to each installed app and forgets the one the push service says is gone', async () => {
    w = await watchWorld(dialect, {
      FETCH_ALLOW_PRIVATE: `${pages.host},${new URL(push.url).host}`,
      WATCH_INTERVAL_S: '3600',
      PUSH_CONTACT: 'mailto:alerts@costlens.example',
    });
    const key = ((await (await w.shopper.get('/api/push/key')).json()) as PushKeyResponse).publicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);

    const phone = push.subscribe(`phone-${dialect}`);
    const laptop = push.subscribe(`laptop-${dialect}`);
    for (const sub of [phone, laptop]) {
      expect((await w.shopper.post('/api/push/subscriptions', sub)).status).toBe(200);
    }
    // Not https: the server would never post there.
    const plain = await w.shopper.post('/api/push/subscriptions', { ...phone, endpoint: pages.url('/push') });
    expect(plain.status).toBe(400);

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
    const db = w.deps.database.db;
    const left = await db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(left.map((r) => r.endpoint)).toEqual([phone.endpoint]);
    const alerts = await db.selectFrom('watch_alerts').select(['rule', 'pushed_at']).execute();
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
});
