// Durability: the real API process is killed with SIGKILL while 200 comment and like writes are in
// flight. After a restart on the same database, every write that was answered 2xx is stored, and none
// twice. Then every write is replayed with its Idempotency-Key, as the offline outbox does after a
// crash (some of them half-done when the process died): still nothing is stored twice.
import { afterEach, expect, it } from 'vitest';
import { deviceCookieKey, signDeviceId } from '../http/device.ts';
import { insertAnalysis, shareAnalysis } from '../db/analyses.ts';
import { describeEachDialect } from '../../test/harness.ts';
import { startApi } from './support/api-process.ts';
import type { ApiProcess } from './support/api-process.ts';
import { sharedDatabase } from './support/databases.ts';
import type { SharedDatabase } from './support/databases.ts';

const WRITES = 200;
const KILL_AFTER_ACKS = 50;
/** The idempotency layer lets a key run again once its claim is this old (a process died holding it). */
const STALE_CLAIM_AGE_MS = 61_000;

interface Write {
  kind: 'comment' | 'like';
  key: string;
  ip: string;
  device: string;
  body: Record<string, string>;
}

function writes(): Write[] {
  return Array.from({ length: WRITES }, (_, i): Write => ({
    kind: i % 2 === 0 ? 'comment' : 'like',
    key: `durability-${i}`,
    // A different visitor behind the proxy for each write: the per-IP limits are not what is tested.
    ip: `198.51.100.${i % 250}`,
    // Its device cookie, kept across the crash as a browser keeps it: keys are per device.
    device: `durabilitydevice${String(i).padStart(6, '0')}`,
    body:
      i % 2 === 0
        ? { authorName: `Writer ${i}`, content: `comment number ${i}` }
        : { userFingerprint: `fp_durability_${i}` },
  }));
}

/** The signing key of device cookies in the database under test (the server made it or will). */
let deviceKey = '';

async function send(api: ApiProcess, analysisId: string, w: Write): Promise<number> {
  const res = await fetch(`${api.url}/api/analyses/${analysisId}/${w.kind === 'comment' ? 'comments' : 'like'}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': w.key,
      'x-forwarded-for': w.ip,
      cookie: `cl_device=${signDeviceId(deviceKey, w.device)}`,
    },
    body: JSON.stringify(w.body),
  });
  await res.arrayBuffer();
  return res.status;
}

describeEachDialect('kill -9 during concurrent writes on %s', (dialect) => {
  let shared: SharedDatabase | undefined;
  let api: ApiProcess | undefined;
  afterEach(async () => {
    await api?.stop();
    await shared?.remove();
  });

  it('keeps every acknowledged comment and like exactly once, also after the outbox replays them', async () => {
    shared = await sharedDatabase(dialect);
    const seed = await shared.open();
    const analysis = await insertAnalysis(seed, {
      deviceId: 'owner-device-000000000',
      type: 'full',
      productName: 'Durability bottle',
      productCategory: 'Drinkware',
      costRangeLow: 4,
      costRangeHigh: 7,
      confidence: 70,
      methodologyType: 'on-device-estimate',
    });
    await shareAnalysis(seed, analysis.id, 'Durability bottle - Cost Analysis', 'Comments and likes under load.');
    deviceKey = await deviceCookieKey(seed, Date.now());
    await seed.close();

    const env = { ...shared.env, TRUST_PROXY: 'true' };
    const first = (api = await startApi(env));
    const all = writes();
    const acked = new Set<number>();
    const cutOff = new Set<number>();
    let unanswered = WRITES;
    let unansweredAtKill = 0;
    let crash: Promise<void> | undefined;
    await Promise.all(
      all.map(async (w, i) => {
        let status: number;
        try {
          status = await send(first, analysis.id, w);
        } catch (err) {
          if (!crash) throw err; // before the kill every write must get an answer
          cutOff.add(i); // no answer: the connection was cut off by the kill, not acknowledged
          return;
        }
        unanswered--;
        // Any answer, before the kill or after, is a success (or the like's own conflict): a 5xx is a
        // failure of the server, never a write the kill cut off.
        if (status >= 200 && status < 300) acked.add(i);
        else if (status !== 409) throw new Error(`write ${i} answered ${status}`);
        if (acked.size === KILL_AFTER_ACKS) {
          unansweredAtKill = unanswered;
          crash = first.crash();
        }
      }),
    );
    await crash;
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    // The kill came while writes were in flight, and cut some of them off: otherwise this would test a
    // restart after the writes, not a crash during them.
    expect(unansweredAtKill, 'writes still unanswered when the process was killed').toBeGreaterThan(0);
    expect(cutOff.size, 'writes the kill cut off').toBeGreaterThan(0);
    // Only writes still in flight when the kill came can have been cut off by it.
    expect(cutOff.size).toBeLessThanOrEqual(unansweredAtKill);
    console.info(
      `kill -9 on ${dialect}: ${acked.size} writes acknowledged, ${cutOff.size} cut off (${unansweredAtKill} unanswered when killed)`,
    );

    api = await startApi(env);
    const db = await shared.open();
    try {
      const comments = await db.db
        .selectFrom('comments')
        .select('content')
        .where('analysis_id', '=', analysis.id)
        .execute();
      const likes = await db.db
        .selectFrom('likes')
        .select('user_fingerprint')
        .where('analysis_id', '=', analysis.id)
        .execute();
      const commentCounts = countBy(comments.map((c) => c.content));
      const likeCounts = countBy(likes.map((l) => l.user_fingerprint));
      for (const i of acked) {
        const w = all[i]!;
        if (w.kind === 'comment') expect(commentCounts.get(w.body.content!), `acknowledged ${w.key}`).toBe(1);
        else expect(likeCounts.get(w.body.userFingerprint!), `acknowledged ${w.key}`).toBe(1);
      }
      expect([...commentCounts.values()].every((n) => n === 1)).toBe(true);

      // A minute later the outbox replays everything it holds: writes cut off by the kill never got
      // an answer, so it sends them all again with the same keys.
      await db.db
        .updateTable('idempotency')
        .set((eb) => ({ created_at: eb('created_at', '-', STALE_CLAIM_AGE_MS) }))
        .where('status', '=', 0)
        .execute();
      const replayed = await Promise.all(all.map((w) => send(api!, analysis.id, w)));
      for (const [i, status] of replayed.entries()) {
        // A like whose first answer was lost may meet itself: 'Already liked' is the right answer then.
        if (all[i]!.kind === 'like') expect([200, 201, 409], all[i]!.key).toContain(status);
        else expect(status, all[i]!.key).toBe(201);
      }
      const after = await db.db
        .selectFrom('comments')
        .select('content')
        .where('analysis_id', '=', analysis.id)
        .execute();
      const likesAfter = await db.db
        .selectFrom('likes')
        .select('user_fingerprint')
        .where('analysis_id', '=', analysis.id)
        .execute();
      expect(after.length).toBe(WRITES / 2);
      expect(new Set(after.map((c) => c.content)).size).toBe(WRITES / 2);
      expect(likesAfter.length).toBe(WRITES / 2);

      const res = await fetch(`${api.url}/api/analyses/${analysis.id}/likes`);
      expect(await res.json()).toEqual({ likeCount: WRITES / 2, hasLiked: false });
    } finally {
      await db.close();
    }
  }, 120_000);
});

function countBy(values: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}
