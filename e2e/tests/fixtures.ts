import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { chromiumAvailable } from '../browser.js';

export const test = base.extend<{ expectNoAxeViolations: (page: Page) => Promise<void> }>({
  // The server sends prerendered markup that looks ready before React has attached its handlers:
  // every navigation waits until the app is live (or has shown its load-failure alert).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => document.documentElement.dataset.appReady || document.querySelector('[role="alert"]'), undefined, { timeout: 15_000 });
      return response;
    };
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument.
  expectNoAxeViolations: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
      expect(summary).toEqual([]);
    });
  },
});

// Without a browser (and without REQUIRE_SERVICES=1, which playwright.config.ts turns into a failure)
// the journeys are skipped on a laptop rather than failing.
// eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures first; this hook needs none.
test.beforeEach(({}, testInfo) => {
  if (!chromiumAvailable) testInfo.skip(true, 'No Chromium on this machine');
});

/**
 * Collects what would tell of a broken page while it loads: console errors, uncaught exceptions, and
 * the shell's warning that the prerendered markup differed from the browser's render (a hydration
 * mismatch, which React recovers from by rendering afresh: a repaint, and lost server ids).
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && message.text().includes('prerendered page differed'))) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

export { expect };
