/**
 * Which client the work in progress is for, readable anywhere below the request without passing it
 * through every call: the paid vendors' transports count each call against the client's daily budget
 * (vendor-budget.ts). Work started outside a request (a warm-up) has no client.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { clientIp } from './rate-limit.ts';

const scope = new AsyncLocalStorage<{ client: string }>();

/** The address of the client whose request is being handled, or null outside a request. */
export function currentClient(): string | null {
  return scope.getStore()?.client ?? null;
}

/** Runs the rest of the request inside its client's scope. */
export function requestScope(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return (c, next) => scope.run({ client: clientIp(c, trustProxy) }, next);
}
