import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
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
 * Loads the axe engine into every document the page opens, once: a walk that moves between
 * pages without reloads then checks each with the engine already there, instead of the builder
 * parsing and starting its 650 KB script anew for every check.
 */
export async function preloadAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: axe.source });
}

/**
 * Runs axe over the page as it is now and fails the journey (softly, so the walk goes on and one
 * run names every page with a problem) on each violation of serious or critical impact, listing
 * the rule, its impact, the elements and what to do. Nothing on the platform's pages is excluded.
 */
export async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  let serious = await seriousViolations(page);
  // A notice that closes on its own can begin to fade while axe reads the page, and its colours are
  // then measured half-way. A real finding holds still: it is confirmed by a second look.
  if (serious.length > 0) serious = await seriousViolations(page);
  const report = serious.map((violation) => {
    const targets = violation.nodes.map(
      (node) => `    ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
    );
    return `  ${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${targets.join('\n')}`;
  });
  expect.soft(serious.length, `axe on ${name} (${page.url()}):\n${report.join('\n')}`).toBe(0);
}

/** One axe run over the page once it holds still: the violations of failing impact. */
async function seriousViolations(page: Page) {
  await settled(page);
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  // With the engine preloaded the builder's own injection is an empty statement.
  const builder = loaded ? new AxeBuilder({ page, axeSource: ';' }) : new AxeBuilder({ page });
  // Legacy mode runs axe in the page itself: the app has no frames, and the default mode opens a
  // blank page for every check to merge frame results. Only violations are collected in full.
  const { violations } = await builder
    .withTags(tags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations.filter((violation) => failing.has(violation.impact ?? ''));
}
