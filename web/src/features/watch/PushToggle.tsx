/** Price alerts as notifications on this device: Web Push through the installed app's service worker,
 *  signed with the server's key. Without permission or push support, alerts still show on this screen. */
import { useEffect, useState } from 'react';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { userMessage } from '../../lib/error-messages.ts';

type State = 'checking' | 'unsupported' | 'off' | 'on' | 'blocked' | 'working';

/** The server's VAPID key (URL-safe base64) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** Tells the server where this browser's notifications go. */
async function sendSubscription(sub: PushSubscription): Promise<void> {
  const json = sub.toJSON();
  await callApi('subscribePush', {
    body: {
      endpoint: sub.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
}

/** When this browser last reminded the server of its subscription; once a day is enough. */
const REMINDED_KEY = 'costlens-push-reminded-at';
const DAY_MS = 24 * 60 * 60 * 1000;
function remindDue(): boolean {
  try {
    const last = Number(localStorage.getItem(REMINDED_KEY));
    if (last && Date.now() - last < DAY_MS) return false;
    localStorage.setItem(REMINDED_KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode): remind each visit, which the server's limits allow a few times.
  }
  return true;
}

/** The server keeps this browser's subscription for another device (its cookie was cleared since): a
 *  new subscription has a new address of its own. */
const heldByAnotherDevice = (err: unknown) =>
  err instanceof ApiError && err.status === 409 && err.body?.field === 'endpoint';

/**
 * Sends the browser's subscription, making a new one when the server keeps the old one for another
 * device. The server forgets a subscription whose pushes keep failing; sending it again on a later visit
 * lets a browser that was away get its alerts again.
 */
async function register(reg: ServiceWorkerRegistration, publicKey: string): Promise<void> {
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe(options));
  try {
    await sendSubscription(sub);
  } catch (err) {
    if (!heldByAnotherDevice(err)) throw err;
    await sub.unsubscribe();
    await sendSubscription(await reg.pushManager.subscribe(options));
  }
}

export function PushToggle() {
  const [state, setState] = useState<State>('checking');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const reg = await registration();
      if (!live) return;
      if (!reg) return setState('unsupported');
      if (typeof Notification !== 'undefined' && Notification.permission === 'denied') return setState('blocked');
      const sub = await reg.pushManager.getSubscription();
      setState(sub ? 'on' : 'off');
      // Reminds the server of this browser once a day (quietly: the alerts show on this screen either way).
      if (sub && remindDue())
        void callApi('pushKey')
          .then(({ publicKey }) => register(reg, publicKey))
          .catch(() => undefined);
    })().catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setError(null);
    setState('working');
    try {
      const reg = await registration();
      if (!reg) return setState('unsupported');
      if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
      const { publicKey } = await callApi('pushKey');
      await register(reg, publicKey);
      setState('on');
    } catch (err) {
      setError(
        err instanceof DOMException
          ? "This browser couldn't turn on notifications. Alerts still show on this screen."
          : userMessage(err, "Notifications couldn't be turned on."),
      );
      setState('off');
    }
  };

  const turnOff = async () => {
    setError(null);
    setState('working');
    try {
      const sub = await (await registration())?.pushManager.getSubscription();
      if (sub) {
        await callApi('unsubscribePush', { body: { endpoint: sub.endpoint } });
        await sub.unsubscribe();
      }
      setState('off');
    } catch (err) {
      setError(userMessage(err, "Notifications couldn't be turned off."));
      setState('on');
    }
  };

  if (state === 'checking') return null;
  return (
    <div className="card watch-push">
      {state === 'unsupported' ? (
        <p className="small muted">This browser can't show price alerts as notifications; they show on this screen.</p>
      ) : state === 'blocked' ? (
        <p className="small muted">
          Notifications are blocked for this site in the browser's settings; alerts show here.
        </p>
      ) : state === 'on' ? (
        <div className="row">
          <p className="small">Price alerts arrive as notifications on this device.</p>
          <button type="button" className="btn btn-sm" onClick={() => void turnOff()}>
            Turn off notifications
          </button>
        </div>
      ) : (
        <button type="button" className="btn" onClick={() => void turnOn()} disabled={state === 'working'}>
          Notify me on this device
        </button>
      )}
      {error ? (
        <p className="small watch-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
