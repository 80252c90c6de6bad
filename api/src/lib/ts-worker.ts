import { Worker } from 'node:worker_threads';
import type { WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on a module of this package. The API runs its TypeScript through tsx, and a
 * worker does not inherit the parent's loader: a TypeScript entry first registers tsx in the worker,
 * then imports the module. A JavaScript entry starts as it is.
 */
export function startWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = [
    `import { register } from ${JSON.stringify(tsx)};`,
    'register();',
    `await import(${JSON.stringify(entry.href)});`,
  ].join('\n');
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
}
