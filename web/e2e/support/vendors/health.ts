import type { VendorHandler } from '../fake-vendors.ts';

/** Lets Playwright know the fake vendor server is up. */
export const handle: VendorHandler = (req) => (req.path === '/health' ? { status: 200, json: { ok: true } } : null);
