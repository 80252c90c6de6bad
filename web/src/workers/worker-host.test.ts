import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorkerHost } from './worker-host.ts';

/** A stand-in worker: a message port comlink can wrap, plus terminate(). */
function fakeSpawn() {
  const spawned: Array<{ terminated: boolean }> = [];
  const spawn = () => {
    const { port1 } = new MessageChannel();
    const record = { terminated: false };
    spawned.push(record);
    return Object.assign(port1, {
      terminate: () => {
        record.terminated = true;
        port1.close();
      },
    }) as unknown as Worker;
  };
  return { spawn, spawned };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a worker host', () => {
  it('runs jobs one after another on one worker, started only when a job asks for it', async () => {
    const { spawn, spawned } = fakeSpawn();
    const host = createWorkerHost<object>(spawn, 1_000);
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = host.run(async (remote) => {
      remote();
      order.push('first started');
      await new Promise<void>((r) => {
        releaseFirst = r;
      });
      order.push('first done');
    });
    const second = host.run(async (remote) => {
      remote();
      order.push('second started');
    });
    await vi.waitFor(() => expect(order).toEqual(['first started']));
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first started', 'first done', 'second started']);
    expect(spawned).toHaveLength(1);
    await host.run(async () => undefined);
    expect(spawned).toHaveLength(1);
  });

  it('ends the worker once idle, and starts a fresh one for the next job', async () => {
    vi.useFakeTimers();
    const { spawn, spawned } = fakeSpawn();
    const host = createWorkerHost<object>(spawn, 1_000);
    await host.run(async (remote) => {
      remote();
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(spawned[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(spawned[0]!.terminated).toBe(true);
    await host.run(async (remote) => {
      remote();
    });
    expect(spawned).toHaveLength(2);
  });

  it('a failed job does not stop the queue, and end() stops the worker at once', async () => {
    const { spawn, spawned } = fakeSpawn();
    const host = createWorkerHost<object>(spawn, 60_000);
    await expect(
      host.run(async (remote) => {
        remote();
        throw new Error('decode failed');
      }),
    ).rejects.toThrow('decode failed');
    await expect(host.run(async () => 'next')).resolves.toBe('next');
    host.end();
    expect(spawned[0]!.terminated).toBe(true);
  });
});
