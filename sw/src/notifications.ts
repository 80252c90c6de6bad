// Telling the user from the worker (no page open): a notification when permission was granted.
declare const self: ServiceWorkerGlobalScope;

export interface NotificationData {
  /** Where a click on the notification leads. */
  url: string;
}

export async function notify(title: string, body: string, data: NotificationData, tag?: string): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  await self.registration.showNotification(title, {
    body,
    tag,
    data,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
  });
}

/** A click focuses an open CostLens window (and takes it to the page) or opens one. */
export function registerNotificationClicks(): void {
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as Partial<NotificationData> | null)?.url ?? '/', self.location.origin)
      .href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows[0];
        if (open) {
          await open.focus();
          await open.navigate(url).catch(() => undefined);
          return;
        }
        await self.clients.openWindow(url);
      })(),
    );
  });
}
