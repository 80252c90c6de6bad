/** What a person must never read on a screen: a browser's or a library's error text, or an HTTP status as
 *  words. The app says what happened and what to do instead ("Waiting for connection", "Try again").
 *  Specs call `expectNoRawErrorText(page)` on each screen they visit. */
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const RAW_ERROR_TEXT: ReadonlyArray<readonly [string, RegExp]> = [
  ['a failed fetch', /Failed to fetch|NetworkError when attempting|Load failed|net::ERR_/i],
  ['a JavaScript error', /\b(?:TypeError|SyntaxError|ReferenceError|RangeError|AbortError|DOMException)\b/],
  ['a parser message', /Unexpected token|is not valid JSON|JSON\.parse/i],
  ['a status number', /\b(?:HTTP|status|error|code)\s*:?\s*[1-5]\d\d\b/i],
  [
    'a status phrase',
    /\b[45]\d\d\s+(?:Bad Request|Unauthori[sz]ed|Forbidden|Not Found|Method Not Allowed|Conflict|Payload Too Large|Unprocessable|Too Many Requests|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)\b/i,
  ],
  ['a stack line', /\bat \S+ \(?https?:\/\/\S+:\d+:\d+\)?/],
];

/** The raw error texts in `text`, each named with what it is ("a failed fetch: Failed to fetch"). */
export function rawErrorTexts(text: string): string[] {
  const found: string[] = [];
  for (const [kind, pattern] of RAW_ERROR_TEXT) {
    const match = pattern.exec(text);
    if (match) found.push(`${kind}: "${match[0]}"`);
  }
  return found;
}

/** Fails (softly, so one run names every screen) when the page as it is now shows raw error text anywhere
 *  a person can read it: the visible text, toasts included, and the labels a screen reader reads out. */
export async function expectNoRawErrorText(page: Page, where: string): Promise<void> {
  const text = await page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[aria-label], [title], img[alt]')).map(
      (el) =>
        `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''} ${el.getAttribute('alt') ?? ''}`,
    );
    return `${document.body.innerText}\n${labels.join('\n')}`;
  });
  expect.soft(rawErrorTexts(text), `raw error text on ${where}`).toEqual([]);
}
