/**
 * The last line of defence of a long-running process: an error no code caught (a library that throws
 * from a callback after its promise settled, an 'error' event nobody listened to, a rejected promise
 * nobody awaited) is logged and the process goes on serving, instead of Node's default of ending it. One
 * bad answer from an outside party must not take every user's requests down with it, again after every
 * restart. Each such error is a bug to fix: the log line says where it came from.
 */
import type { Logger } from './logger.ts';

export function surviveStrayErrors(logger: Logger): void {
  process.on('uncaughtException', (err, origin) => {
    logger.error('stray error, process kept running', { origin, err: describe(err) });
  });
  process.on('unhandledRejection', (reason) => {
    logger.error('stray rejection, process kept running', { err: describe(reason) });
  });
}

function describe(err: unknown): string {
  if (err instanceof Error)
    return `${err.name}: ${err.message}${err.stack ? `\n${err.stack.split('\n').slice(1, 6).join('\n')}` : ''}`;
  return String(err);
}
