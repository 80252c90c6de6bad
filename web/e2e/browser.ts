/** Debian's Chromium, started so it makes no calls to the closed network (see README "Testing"). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags that keep Chromium off the closed network (the benches start their browsers with them too). */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_ARGS = [
  ...QUIET_CHROMIUM_ARGS,
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];
