import { useOnline } from '../lib/use-online.ts';

/** Says so while the device is offline, and what still works. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      You're offline. Photos you take are kept on this device and analysed when you're back online.
    </p>
  );
}
