/** The page's side of the answer-check worker: one worker for the page's life, started with the first
 *  answer. A browser that cannot run it (no module workers, or the worker fails to load) gets the same
 *  check on the main thread instead of waiting forever. */
import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { EndpointName } from '@costlens/contracts/endpoints';
import type { CheckedAnswer } from '../lib/check-answer.ts';
import { loadAnswerCheckHere } from '../lazy.ts';
import type { AnswerCheckWorkerApi } from './answer-check.worker.ts';

interface Running {
  remote: Remote<AnswerCheckWorkerApi>;
  /** Rejects if the worker fails to load or dies: its pending checks would never answer. */
  failed: Promise<never>;
}

let running: Running | null = null;
let unusable = typeof Worker === 'undefined';

function start(): Running {
  const worker = new Worker(new URL('./answer-check.worker.ts', import.meta.url), {
    type: 'module',
    name: 'answer-check',
  });
  const failed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', () => reject(new Error('the answer-check worker failed')), { once: true }),
  );
  failed.catch(() => undefined); // observed by each check; never an unhandled rejection
  return { remote: wrap<AnswerCheckWorkerApi>(worker), failed };
}

/** Starts the worker ahead of the first answer: its code loads and evaluates (on its own thread) while the
 *  request is on its way, instead of after the answer has arrived. */
export function startAnswerChecker(): void {
  if (!unusable) running ??= start();
}

export async function checkAnswerOffThread(name: EndpointName, text: string): Promise<CheckedAnswer> {
  if (!unusable) {
    try {
      running ??= start();
      return await Promise.race([running.remote.checkAnswer(name, text), running.failed]);
    } catch {
      unusable = true;
      running = null;
    }
  }
  return (await loadAnswerCheckHere()).checkAnswer(name, text);
}
