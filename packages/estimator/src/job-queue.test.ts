import { describe, expect, it } from 'vitest';

import { createJobQueue, EstimatorAbortedError, EstimatorBusyError } from './job-queue.ts';

const deferred = () => {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { done, release };
};

describe('the estimator queue', () => {
  it('runs jobs one at a time, in the order given', async () => {
    const queue = createJobQueue(4);
    const order: string[] = [];
    const gate = deferred();
    const a = queue.run(async () => {
      order.push('a start');
      await gate.done;
      order.push('a end');
    });
    const b = queue.run(async () => void order.push('b'));
    expect(queue.waiting).toBe(1);
    gate.release();
    await Promise.all([a, b]);
    expect(order).toEqual(['a start', 'a end', 'b']);
  });

  it('refuses a job when the waiting line is full, with a typed error the server answers 503 with', async () => {
    const queue = createJobQueue(1);
    const gate = deferred();
    const running = queue.run(() => gate.done);
    const waiting = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(EstimatorBusyError);
    await expect(queue.run(async () => 'x')).rejects.toMatchObject({ code: 'estimator_busy' });
    gate.release();
    await running;
    expect(await waiting).toBe('second');
  });

  it('drops an aborted job before it runs and goes on with the next', async () => {
    const queue = createJobQueue(4);
    const gate = deferred();
    const ran: string[] = [];
    const first = queue.run(() => gate.done);
    const controller = new AbortController();
    const dropped = queue.run(async () => void ran.push('dropped'), controller.signal);
    const kept = queue.run(async () => void ran.push('kept'));
    controller.abort();
    await expect(dropped).rejects.toBeInstanceOf(EstimatorAbortedError);
    gate.release();
    await Promise.all([first, kept]);
    expect(ran).toEqual(['kept']);
  });

  it('rejects at once a job whose signal has already fired', async () => {
    const queue = createJobQueue(4);
    await expect(queue.run(async () => 1, AbortSignal.abort())).rejects.toMatchObject({ code: 'estimator_aborted' });
  });

  it('keeps going after a job fails', async () => {
    const queue = createJobQueue(4);
    const failed = queue.run(async () => {
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    expect(await queue.run(async () => 'after')).toBe('after');
  });

  it('never turns housekeeping away', async () => {
    const queue = createJobQueue(0);
    const gate = deferred();
    const running = queue.run(() => gate.done);
    await expect(queue.run(async () => 1)).rejects.toBeInstanceOf(EstimatorBusyError);
    const close = queue.run(async () => 'closed', undefined, { ignoreLimit: true });
    gate.release();
    await running;
    expect(await close).toBe('closed');
  });
});
