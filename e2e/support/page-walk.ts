import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations, preloadAxe, settled } from './axe.js';
import { FIRST_LOAD } from './cabinet.js';
import { expect, test } from './test.js';
import { rawKeysIn } from './texts.js';

export type Language = 'en' | 'ru';

/** Every page is checked in English on a desktop and in Russian on a phone. */
export const walkSettings = [
  { language: 'en', viewport: { width: 1280, height: 800 } },
  { language: 'ru', viewport: { width: 390, height: 844 } },
] as const;

type Texts = { [key: string]: string | Texts };
const loadTexts = (language: Language): Texts =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/shared/i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Texts;
const texts: Record<Language, Texts> = { en: loadTexts('en'), ru: loadTexts('ru') };

/** A loader that says it is loading: the content loaders and the small ones of lists and sections. */
const LOADING = '[role="status"] .mantine-Loader-root, .mantine-Loader-root[role="status"]';

/** A page holds still once its newest visible heading is not the one of the page before and nothing loads or is busy. */
function fresh(loading: string): boolean {
  const heading = [...document.querySelectorAll('h1')].find((element) => element.getClientRects().length > 0);
  if (!heading) return false;
  const stale = heading.getAttribute('data-walk-stale');
  if (stale !== null && stale === heading.textContent) return false;
  // A list showing the previous filter's rows while the new ones load says so with aria-busy.
  return document.querySelector(loading) === null && document.querySelector('[aria-busy="true"]') === null;
}

/** What a person reads or hears on the page: its visible text and the labels, hints and titles of its elements. */
function shownTexts(): string {
  const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.title, document.body.innerText, ...labels].join('\n');
}

/** No text of the page is a key of the catalogue: a text whose section had not loaded shows as its key. */
export async function expectNoRawKeys(page: Page, where: string): Promise<void> {
  expect(rawKeysIn(await page.evaluate(shownTexts)), `texts shown as their keys on ${where}`).toEqual([]);
}

/**
 * A walk over the pages of one signed-in (or signed-out) visitor in one language: it moves
 * between pages the way the app's own links do, without reloading, waits for each page to show
 * its heading and content, and runs axe on it, each page a step of its own.
 */
export class PageWalk {
  readonly checked: string[] = [];

  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {}

  /** The interface text under a key of the web app's locale file, as the page shows it. */
  t(key: string, values: Record<string, string | number> = {}): string {
    let node: string | Texts | undefined = texts[this.language];
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no ${this.language} text for ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  }

  get narrow(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) < 768;
  }

  /** The first page of the walk, loaded in this walk's language. */
  async start(path: string, session?: string): Promise<void> {
    await preloadAxe(this.page);
    await this.page.addInitScript(
      ({ language, token }) => {
        if (token && !localStorage.getItem('token')) localStorage.setItem('token', token);
        if (!localStorage.getItem('current_language')) localStorage.setItem('current_language', language);
      },
      { language: this.language, token: session ?? null },
    );
    await this.page.goto(path);
  }

  /** Moves to a path inside the app the way a router link does: history entry, no reload. */
  async go(path: string): Promise<void> {
    await this.markStale();
    await this.page.evaluate((to) => {
      const state = history.state as { idx?: number } | null;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, path);
  }

  /** Does what leads to another page or step (not checked) and waits for it to show. */
  async move(via: () => Promise<unknown>): Promise<void> {
    await this.markStale();
    await via();
    await this.rendered();
  }

  private async markStale(): Promise<void> {
    await this.page.evaluate(() => document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-walk-stale', heading.textContent ?? '')));
  }

  /**
   * Checks one page: reached by `go` (a path) or `via` (clicks), shown once its main heading is
   * new (unless the same page only changes a state: `sameHeading`) and `ready` is visible, then axe.
   */
  async check(name: string, how: { go?: string; via?: () => Promise<unknown>; ready?: Locator; sameHeading?: boolean } = {}): Promise<void> {
    await test.step(name, async () => {
      if (how.go !== undefined) await this.go(how.go);
      else if (how.via) {
        await this.markStale();
        await how.via();
      }
      await this.rendered(how.ready, how.sameHeading);
      await expectNoSeriousViolations(this.page, `${name}, ${this.language}`);
      await expectNoRawKeys(this.page, `${name}, ${this.language}`);
      this.checked.push(name);
    });
  }

  /** Checks a state of the current page that `open` brings up (a dialog, a menu), then closes it with Escape. */
  async checkOpen(name: string, open: () => Promise<Locator>): Promise<void> {
    await test.step(name, async () => {
      const shown = await open();
      await expect(shown).toBeVisible();
      await settled(this.page);
      await expectNoSeriousViolations(this.page, `${name}, ${this.language}`);
      await expectNoRawKeys(this.page, `${name}, ${this.language}`);
      this.checked.push(name);
      await this.page.keyboard.press('Escape');
      await expect(shown).toBeHidden();
    });
  }

  async rendered(ready?: Locator, sameHeading = false): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.language, FIRST_LOAD);
    if (!sameHeading) await this.page.waitForFunction(fresh, LOADING, FIRST_LOAD);
    if (ready) await expect(ready.first()).toBeVisible(FIRST_LOAD);
    await expect(this.page.locator(LOADING)).toHaveCount(0, FIRST_LOAD);
    // A list keeping the previous rows while the new ones load says so, dimmed: axe reads the final colours.
    if (sameHeading) await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0, FIRST_LOAD);
  }

  /** The cookie notice, checked once as it first shows, then accepted so it leaves the pages below. */
  async acceptCookies(): Promise<void> {
    const banner = this.page.getByRole('region', { name: this.t('cookie.region') });
    await banner.getByRole('button', { name: this.t('cookie.accept') }).click();
    await expect(banner).toBeHidden();
  }

  /** On a phone the cabinet menu is a drawer behind the burger: checked open once per walk. */
  async checkMenuDrawer(): Promise<void> {
    if (!this.narrow) return;
    await this.checkOpen('the cabinet menu drawer', async () => {
      await this.page.getByRole('button', { name: this.t('nav.openMenu') }).click();
      return this.page.getByRole('dialog', { name: this.t('nav.mainMenu') });
    });
  }
}
