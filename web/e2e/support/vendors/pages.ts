import { readFile } from 'node:fs/promises';
import type { VendorHandler } from '../fake-vendors.ts';

const PAGES = new URL('../fixtures/prices/pages/', import.meta.url);

/** Product pages for the URL search: GET /pages/<name>.html from fixtures/prices/pages/. */
export const handle: VendorHandler = async (req) => {
  const name = /^\/pages\/([a-z0-9-]+\.html)$/.exec(req.path)?.[1];
  if (req.method !== 'GET' || !name) return null;
  try {
    return {
      status: 200,
      body: await readFile(new URL(name, PAGES), 'utf8'),
      headers: { 'content-type': 'text/html; charset=utf-8' },
    };
  } catch {
    return {
      status: 404,
      body: '<!doctype html><title>Not found</title>',
      headers: { 'content-type': 'text/html; charset=utf-8' },
    };
  }
};
