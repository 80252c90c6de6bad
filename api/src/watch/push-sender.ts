/**
 * Web Push to the installed app, with the `web-push` library. The VAPID key pair is made at first start
 * and kept in the database (server_secrets), so every process signs with the same key and subscriptions
 * survive restarts. A push endpoint comes from a browser and the server posts to it, so it is treated as
 * hostile like a product page: https only, and the connection may reach public addresses only (checked
 * at connect time by the agent's lookup, so a DNS answer cannot point it inward later); FETCH_ALLOW_PRIVATE
 * lets tests reach a local push service.
 */
import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { WatchPushPayload } from '@costlens/contracts';
import type { AppDeps } from '../app-types.ts';
import { serverSecret } from '../db/server-secrets.ts';
import { blockedRange, effectivePort } from '../providers/product-page/ssrf.ts';

export const VAPID_SECRET_NAME = 'vapid-keys';
/** How long a push service keeps a message for a device that is offline. */
export const PUSH_TTL_S = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: the subscription no longer exists (404/410), remove it;
 *  failed: anything else (kept, tried again with the next alert). */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  publicKey(): Promise<string>;
  send(target: PushTarget, payload: WatchPushPayload): Promise<PushOutcome>;
}

/** Extra trust for a local push service in tests (its self-signed certificate). */
export interface PushTransportOptions {
  ca?: string;
}

// Lets a test hand the sender a local push service's certificate with the other deps, without a global.
declare module '../app-types.ts' {
  interface AppDeps {
    pushTransport?: PushTransportOptions;
  }
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function pushSender(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'logger' | 'pushTransport'>,
): PushSender {
  const { database, clock, config, logger } = deps;
  let keys: Promise<VapidKeys> | null = null;
  const vapid = () =>
    (keys ??= serverSecret(database, VAPID_SECRET_NAME, () => JSON.stringify(webpush.generateVAPIDKeys()), clock.now())
      .then((value) => JSON.parse(value) as VapidKeys)
      .catch((err: unknown) => {
        keys = null;
        throw err;
      }));
  const subject =
    config.PUSH_CONTACT ??
    (config.PUBLIC_ORIGIN?.startsWith('https://')
      ? config.PUBLIC_ORIGIN
      : 'mailto:push-contact-unset@costlens.invalid');
  const allowed = new Set(config.FETCH_ALLOW_PRIVATE.map((e) => e.trim().toLowerCase()));

  return {
    publicKey: async () => (await vapid()).publicKey,
    async send(target, payload) {
      let url: URL;
      try {
        url = new URL(target.endpoint);
      } catch {
        return 'gone';
      }
      const allowPrivate = allowed.has(`${url.hostname}:${effectivePort(url)}`);
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (url.protocol !== 'https:' || (!allowPrivate && isIP(literal) && blockedRange(literal))) return 'gone';
      const { publicKey, privateKey } = await vapid();
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject, publicKey, privateKey },
            TTL: PUSH_TTL_S,
            urgency: 'normal',
            topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
            timeout: PUSH_TIMEOUT_MS,
            agent: publicOnlyAgent(allowPrivate, deps.pushTransport),
          },
        );
        return 'sent';
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        logger.warn('push delivery failed', { status, err: err instanceof Error ? err.message : String(err) });
        return 'failed';
      }
    },
  };
}

/** An https agent whose connections reach public addresses only (unless the endpoint is allowed private). */
function publicOnlyAgent(allowPrivate: boolean, transport: PushTransportOptions | undefined): Agent {
  return new Agent({
    ...(transport?.ca ? { ca: transport.ca } : {}),
    lookup: (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
        if (err) return callback(err, '', 0);
        const usable = allowPrivate ? addresses : addresses.filter((a) => blockedRange(a.address) === null);
        if (usable.length === 0 || usable.length !== addresses.length) {
          const refused: NodeJS.ErrnoException = new Error(`push endpoint ${hostname} resolves to a private address`);
          refused.code = 'EACCES';
          return callback(refused, '', 0);
        }
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      });
    },
  });
}
