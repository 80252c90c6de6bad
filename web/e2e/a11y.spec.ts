// Accessibility: axe-core on every route, at phone and desktop widths, and on the results screen of a
// real analysis: no serious or critical violation. Minor and moderate findings are not failures here,
// but the message lists every violation so they can be read.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ROUTE_HEADINGS, UNKNOWN_ROUTE } from './helpers.ts';

const ROUTES = [...ROUTE_HEADINGS, UNKNOWN_ROUTE];
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** Runs axe on the page as it is now and fails on serious or critical violations, naming each one. */
async function expectNoSeriousViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = (v: (typeof violations)[number]) =>
    `${v.impact} ${v.id}: ${v.help} — ${v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ')}`;
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(summary);
  // Soft: one run reports every route's findings, not just the first route's.
  expect.soft(blocking, `${label}; every finding:\n${violations.map(summary).join('\n')}`).toEqual([]);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`axe finds no serious or critical violation on any route at ${name} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const [path, heading] of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Loading states settle first: a skeleton is not what a visitor reads.
      await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0);
      await expectNoSeriousViolations(page, `${path} at ${name} width`);
    }
  });
}
