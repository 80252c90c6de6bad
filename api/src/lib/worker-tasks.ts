/** The worker side of worker-pool.ts: one task at a time, answered by id. */
import { parentPort } from 'node:worker_threads';

export type TaskAnswer<O> =
  { id: number; ok: true; value: O } | { id: number; ok: false; name: string; message: string };

/** What a pool's worker posts: 'ready' once, when it can take tasks, then one answer per task. */
export type WorkerMessage<O> = 'ready' | TaskAnswer<O>;

/** Answers every task the pool posts with `run`'s result (or its error's name and message). */
export function serveTasks<I, O>(run: (input: I) => O | Promise<O>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  port.on('message', async ({ id, input }: { id: number; input: I }) => {
    let answer: TaskAnswer<O>;
    try {
      answer = { id, ok: true, value: await run(input) };
    } catch (err) {
      const e = err instanceof Error ? err : new Error(String(err));
      answer = { id, ok: false, name: e.name, message: e.message };
    }
    port.postMessage(answer);
  });
  port.postMessage('ready' satisfies WorkerMessage<O>);
}
