/** Where the end-to-end servers listen (web/playwright.config.ts starts them). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** The app on embedded defaults: no keys. */
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The app with vendor keys, pointed at the fake vendor server. */
export const KEYED_URL = `http://127.0.0.1:${E2E_PORT + 1}`;
/** The fake vendor server (SerpApi, chat completions, product pages): web/e2e/support/fake-vendors.ts. */
export const VENDOR_URL = `http://127.0.0.1:${E2E_PORT + 2}`;
