import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.js';

/** The WCAG 2.0 and 2.1 A and AA rules, and axe's best practices, as the accessibility audit ran them. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Findings of these impacts fail a journey; moderate and minor ones are the audit's to weigh. */
const failing = new Set(['serious', 'critical']);

/**
 * Waits for the page to hold still: the CSS transitions and animations that end (a dialog fading
 * in, a menu sliding open) have ended, so contrast is measured on the final colours. Endless ones
 * (a spinner) are left running.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 2_000))]);
  });
}

/**
 * Runs axe over the page as it is now and fails the journey (softly, so the walk goes on and one
 * run names every page with a problem) on each violation of serious or critical impact, listing
 * the rule, its impact, the elements and what to do. Nothing on the platform's pages is excluded.
 */
export async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  await settled(page);
  // Legacy mode runs axe in the page itself: the app has no frames, and the default mode opens a
  // blank page for every check to merge frame results. Only violations are collected in full.
  const { violations } = await new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
  const serious = violations.filter((violation) => failing.has(violation.impact ?? ''));
  const report = serious.map((violation) => {
    const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`);
    return `  ${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${targets.join('\n')}`;
  });
  expect.soft(serious.length, `axe on ${name} (${page.url()}):\n${report.join('\n')}`).toBe(0);
}
