// The push lanes' order, with pushes that take as long as the test says: one device's slow pushes never
// hold another device's push for longer than one push already under way, a device new to the lanes goes
// next, and later tries never take every lane.
import { describe, expect, it } from 'vitest';
import { pushLanes } from './push-lanes.ts';
import type { PushTry } from './push-lanes.ts';

/** A push that ends when the test says, and the order pushes started in. */
function world(lanes: number, perDeviceWaiting = 50) {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const l = pushLanes({ lanes, perDeviceWaiting, onError: () => undefined });
  const submit = (device: string, name: string, kind: PushTry = 'first') =>
    l.submit(device, kind, () => {
      started.push(name);
      return new Promise<void>((resolve) => finish.set(name, resolve));
    });
  const end = async (name: string) => {
    finish.get(name)!();
    await new Promise((r) => setImmediate(r));
  };
  return { lanes: l, started, submit, end };
}

describe('push lanes', () => {
  it("runs one push per device at a time, and another device's push in the next free lane", async () => {
    const w = world(2);
    for (let i = 1; i <= 10; i++) w.submit('attacker', `a${i}`);
    w.submit('attacker-2', 'b1');
    w.submit('attacker-2', 'b2');
    expect(w.started).toEqual(['a1', 'b1']);
    w.submit('victim', 'v1');
    await w.end('a1');
    // The victim never started a push: its push takes the lane before the attacker's next.
    expect(w.started).toEqual(['a1', 'b1', 'v1']);
    await w.end('b1');
    await w.end('v1');
    expect(w.started).toEqual(['a1', 'b1', 'v1', 'a2', 'b2']);
  });

  it('turns to the device that started a push the longest ago', async () => {
    const w = world(1);
    w.submit('a', 'a1');
    w.submit('a', 'a2');
    w.submit('b', 'b1');
    w.submit('b', 'b2');
    w.submit('c', 'c1');
    for (const name of ['a1', 'b1', 'c1', 'a2']) await w.end(name);
    expect(w.started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2']);
  });

  it('keeps half the lanes for first tries', async () => {
    const w = world(4);
    for (let i = 1; i <= 4; i++) w.submit(`retrying-${i}`, `r${i}`, 'later');
    expect(w.started).toEqual(['r1', 'r2']);
    w.submit('new', 'n1');
    expect(w.started).toEqual(['r1', 'r2', 'n1']);
  });

  it("bounds a device's waiting pushes, and drains", async () => {
    const w = world(1, 2);
    expect([1, 2, 3, 4].map((i) => w.submit('a', `a${i}`))).toEqual([true, true, true, false]);
    const drained = w.lanes.drain(5_000);
    for (const name of ['a1', 'a2', 'a3']) await w.end(name);
    expect(await drained).toBe(true);
    expect(await w.lanes.drain()).toBe(false);
  });
});
