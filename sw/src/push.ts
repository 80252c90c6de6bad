/// <reference lib="webworker" />
// Price alerts pushed by the server (Web Push, signed with its VAPID key): each is shown as a notification,
// grouped by watch, whose click opens that watch (notifications.ts handles the click).
import { notify } from './notifications.ts';

declare const self: ServiceWorkerGlobalScope;

export interface PushedAlert {
  title: string;
  body: string;
  /** A path of this app: a click never opens another site. */
  url: string;
  tag: string;
}

/** The alert a push message carries, or null when it is not one of ours. */
export function readPushedAlert(text: string | null | undefined): PushedAlert | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const v = value as Partial<Record<keyof PushedAlert, unknown>> | null;
  if (!v || typeof v.title !== 'string' || typeof v.body !== 'string' || typeof v.tag !== 'string') return null;
  const url = typeof v.url === 'string' && v.url.startsWith('/') && !v.url.startsWith('//') ? v.url : '/watching';
  return { title: v.title.slice(0, 200), body: v.body.slice(0, 500), url, tag: v.tag.slice(0, 100) };
}

export function registerPushAlerts(): void {
  self.addEventListener('push', (event) => {
    const alert = readPushedAlert(event.data?.text());
    if (!alert) return;
    event.waitUntil(notify(alert.title, alert.body, { url: alert.url }, alert.tag));
  });
}
