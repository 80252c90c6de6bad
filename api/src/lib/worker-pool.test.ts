import { afterEach, describe, expect, it } from 'vitest';
import type { SpinAnswer, SpinTask } from './test-support/spin-worker.ts';
import { createWorkerPool, WorkerPoolBusyError, WorkerPoolTimeLimitError } from './worker-pool.ts';
import type { WorkerPool } from './worker-pool.ts';

const ENTRY = new URL('./test-support/spin-worker.ts', import.meta.url);
let pool: WorkerPool<SpinTask, SpinAnswer> | undefined;
const make = (size: number, maxWaiting: number, timeLimitMs = 2_000) =>
  (pool = createWorkerPool<SpinTask, SpinAnswer>({ entry: ENTRY, size, maxWaiting, timeLimitMs }));

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('worker pool', () => {
  it('runs tasks off the main thread: the event loop stays free while a worker spins', async () => {
    const p = make(1, 4);
    await p.run({}); // the worker has started
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const answer = await p.run({ spinMs: 500 });
    clearInterval(timer);
    expect(answer.ran).toBe(2);
    expect(ticks).toBeGreaterThan(20);
  });

  it('stops a task past its time limit by terminating its worker, and a fresh worker takes the next', async () => {
    const p = make(1, 4, 300);
    await p.run({});
    // Only terminating the thread ends this task: without the limit the test would never get past it.
    await expect(p.run({ forever: true })).rejects.toBeInstanceOf(WorkerPoolTimeLimitError);
    expect((await p.run({})).ran).toBe(1);
  });

  it('refuses a task at once when every worker is taken and the line is full', async () => {
    const p = make(1, 1);
    await p.run({});
    // "At once": the refusal settles before the running task ends, so it waited for no one.
    const settled: string[] = [];
    const running = p.run({ spinMs: 300 }).then((a) => (settled.push('running'), a));
    const waiting = p.run({}).then((a) => (settled.push('waiting'), a));
    const refused = p.run({}).catch((err: unknown) => (settled.push('refused'), err));
    expect(await refused).toBeInstanceOf(WorkerPoolBusyError);
    expect((await running).ran).toBe(2);
    expect((await waiting).ran).toBe(3);
    expect(settled).toEqual(['refused', 'running', 'waiting']);
  });

  it('drops an aborted task before it runs', async () => {
    const p = make(1, 4);
    await p.run({});
    const running = p.run({ spinMs: 300 });
    const gaveUp = new AbortController();
    const dropped = p.run({}, gaveUp.signal);
    gaveUp.abort(new Error('client went away'));
    await expect(dropped).rejects.toThrow('client went away');
    expect((await running).ran).toBe(2);
    expect((await p.run({})).ran).toBe(3); // the dropped task never ran
  });

  it('terminates the worker of an aborted running task', async () => {
    const p = make(1, 4);
    await p.run({});
    const gaveUp = new AbortController();
    const running = p.run({ forever: true }, gaveUp.signal);
    setTimeout(() => gaveUp.abort(new Error('client went away')), 100);
    await expect(running).rejects.toThrow('client went away');
    expect((await p.run({})).ran).toBe(1);
  });

  it("passes a task's error on by name and message, and keeps the worker", async () => {
    const p = make(1, 4);
    await expect(p.run({ fail: 'no product here' })).rejects.toMatchObject({
      name: 'RangeError',
      message: 'no product here',
    });
    expect((await p.run({})).ran).toBe(2);
  });

  it('runs up to `size` tasks at once', async () => {
    const p = make(2, 4);
    // The second worker starts when a task finds the first one taken; from then on two tasks overlap.
    let overlapped = false;
    for (let round = 0; round < 10 && !overlapped; round++) {
      const [a, b] = await Promise.all([p.run({ spinMs: 300 }), p.run({ spinMs: 300 })]);
      overlapped = a!.from < b!.to && b!.from < a!.to;
    }
    expect(overlapped).toBe(true);
  });
});
