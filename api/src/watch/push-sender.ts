/**
 * Web Push to the installed app. The message is encrypted and signed by the `web-push` library (VAPID;
 * the key pair is made at first start and kept in the database, so every process signs with the same key
 * and subscriptions survive restarts) and posted by our own bounded request (bounded-post.ts): the
 * library's own sender reads a whole answer into a string with only an idle time-out, which one push
 * service answering 700 MB, or a byte every few seconds, turned into a crashed or held process.
 *
 * An endpoint comes from a browser, so it is posted to only when it is on a known push service
 * (push-services.ts), and the connection may reach public addresses only (checked at connect time by the
 * agent's look-up, so a DNS answer cannot point it inward later); the test-only push service may be local.
 */
import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import webpush from 'web-push';
import type { WatchPushPayload } from '@costlens/contracts';
import type { AppDeps } from '../app-types.ts';
import { serverSecret } from '../db/server-secrets.ts';
import { blockedRange } from '../providers/product-page/ssrf.ts';
import { boundedPost } from './bounded-post.ts';
import { checkPushEndpoint } from './push-services.ts';

export const VAPID_SECRET_NAME = 'vapid-keys';
/** How long a push service keeps a message for a device that is offline. */
export const PUSH_TTL_S = 24 * 60 * 60;
/** Of a push service's answer, at most this is read (an error's explanation); the rest is dropped. */
export const PUSH_ANSWER_MAX_BYTES = 4 * 1024;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: the subscription no longer exists (404/410) or cannot be used,
 *  remove it; failed: anything else (tried again later). `detail` says why, for the log. */
export interface PushResult {
  outcome: 'sent' | 'gone' | 'failed';
  status?: number;
  detail?: string;
}

export interface PushSender {
  publicKey(): Promise<string>;
  /** Posts one push, allowed `deadlineMs` from connecting to the answer (PUSH_TIMEOUT_MS by default). */
  send(target: PushTarget, payload: WatchPushPayload, opts?: { deadlineMs?: number }): Promise<PushResult>;
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

export function pushSender(deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'pushTransport'>): PushSender {
  const { database, clock, config } = deps;
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
  const testServices = config.TEST_ONLY_PUSH_SERVICE;
  const agents = {
    public: publicOnlyAgent(false, deps.pushTransport),
    local: publicOnlyAgent(true, deps.pushTransport),
  };

  return {
    publicKey: async () => (await vapid()).publicKey,
    async send(target, payload, opts = {}) {
      const verdict = checkPushEndpoint(target.endpoint, testServices);
      // A row from before endpoints were checked, on no push service: never posted to.
      if (!verdict.ok) return { outcome: 'gone', detail: verdict.why };
      const { publicKey, privateKey } = await vapid();
      let request: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject, publicKey, privateKey },
            TTL: PUSH_TTL_S,
            urgency: 'normal',
            topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
          },
        );
      } catch (err) {
        // Keys a message cannot be encrypted to: no push to this subscription can ever be read.
        return { outcome: 'gone', detail: `unusable keys: ${err instanceof Error ? err.message : String(err)}` };
      }
      const local = verdict.service === 'test push service';
      try {
        const answer = await boundedPost(
          verdict.url,
          request.headers as Record<string, string | number>,
          request.body,
          {
            agent: local ? agents.local : agents.public,
            deadlineMs: opts.deadlineMs ?? config.PUSH_TIMEOUT_MS,
            maxAnswerBytes: PUSH_ANSWER_MAX_BYTES,
          },
        );
        if (answer.status >= 200 && answer.status < 300) return { outcome: 'sent', status: answer.status };
        const detail = answer.excerpt.replace(/\s+/g, ' ').slice(0, 200);
        if (answer.status === 404 || answer.status === 410) return { outcome: 'gone', status: answer.status, detail };
        return { outcome: 'failed', status: answer.status, detail };
      } catch (err) {
        return { outcome: 'failed', detail: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}

/** An https agent whose connections reach public addresses only (unless the endpoint is the test's own). */
function publicOnlyAgent(allowPrivate: boolean, transport: PushTransportOptions | undefined): Agent {
  return new Agent({
    keepAlive: false,
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
