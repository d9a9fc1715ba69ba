import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * The journeys' `test`: the same as Playwright's, and a journey fails when any page it opened, in
 * any of its browser contexts, reports a Content-Security-Policy violation. The server's policy
 * is then proven by every journey, not only by the ones that look at headers.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ browser }, use) => {
      const violations: string[] = [];
      const watch = (context: BrowserContext) =>
        context.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
        });
      browser.on('context', watch);
      await use(violations);
      browser.off('context', watch);
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
