import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiLogin, demo } from './support/api.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';
import { text } from './support/texts.js';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The element's right edge, in CSS pixels from the left of the window. */
async function rightEdge(element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not on the page');
  return box.x + box.width;
}

/**
 * A wide table on a phone: its scroll region is named, reached with Tab like any control, shows the
 * fade on the side with more columns, and scrolls with the arrow keys.
 */
async function expectKeyboardScroll(page: Page, name: string, { stickyStart = false } = {}): Promise<void> {
  const region = page.getByRole('region', { name: `${name}, scrolls sideways` });
  await expect(region).toBeVisible();
  const frame = page.getByTestId('scroll-region').filter({ has: region });
  await expect(frame).toHaveAttribute('data-more-end', '');
  await expect(frame).not.toHaveAttribute('data-more-start', '');
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  // Tab walks the page's controls until it reaches the region.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  let reached = false;
  for (let press = 0; press < 80 && !reached; press++) {
    await page.keyboard.press('Tab');
    reached = await region.evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // A column that sticks to the start edge needs no fade there.
  if (stickyStart) await expect(frame).not.toHaveAttribute('data-more-start', '');
  else await expect(frame).toHaveAttribute('data-more-start', '');
  const atEnd = () => region.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 1);
  for (let press = 0; press < 80 && !(await atEnd()); press++) await page.keyboard.press('ArrowRight');
  expect(await atEnd()).toBe(true);
  await expect(frame).not.toHaveAttribute('data-more-end', '');
}

test('at 390 px the expert list keeps each row’s actions and whole chips on the screen', async ({ page, request }) => {
  await openCabinetAs(page, await apiLogin(request, demo.expert), '/cabinet/expert-list');
  const rows = page.getByTestId('expert-row');
  await expect(rows.first()).toBeVisible(FIRST_LOAD);
  for (const row of await rows.all()) {
    const actions = [
      row.getByRole('link', { name: /^Schedule of / }),
      row.getByRole('button', { name: /^Edit / }),
      row.getByRole('button', { name: /^Delete / }),
    ];
    for (const control of actions) {
      await expect(control).toBeVisible();
      expect(await rightEdge(control)).toBeLessThanOrEqual(PHONE.width);
    }
    // Every visible chip lies inside the screen with its whole label shown.
    const chips = row.locator('.mantine-Badge-root:visible');
    expect(await chips.count()).toBeGreaterThan(0);
    for (const chip of await chips.all()) {
      expect(await rightEdge(chip)).toBeLessThanOrEqual(PHONE.width);
      expect(await chip.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('at 390 px the back-office queue shows that it scrolls and scrolls from the keyboard', async ({ page, request }) => {
  await openCabinetAs(page, await apiLogin(request, demo.manager), '/manage');
  await expect(page.getByRole('table', { name: 'Applications' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();
  await expectKeyboardScroll(page, 'Applications');
});

test('at 390 px the startups table shows that it scrolls and scrolls from the keyboard', async ({ page, request }) => {
  await openCabinetAs(page, await apiLogin(request, demo.investor), '/cabinet/startups');
  await expect(page.getByTestId('startup-row').first()).toBeVisible(FIRST_LOAD);
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();
  await expectKeyboardScroll(page, 'Startups', { stickyStart: true });
});

/** The page is no wider than the window: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('at 390 px the messages screens fit: the expert’s list, a new thread, and the managers’ queue', async ({ page, request }) => {
  await openCabinetAs(page, await apiLogin(request, demo.expert), '/cabinet/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('link', { name: 'New message' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/cabinet/messages/create');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attach files' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/cabinet/messages/view/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('thread-not-found')).toContainText("Can't find message id");

  const manager = await page.context().browser()!.newContext({ viewport: PHONE });
  const queue = await manager.newPage();
  await openCabinetAs(queue, await apiLogin(request, demo.manager), '/manage/messages?state=all');
  await expect(queue.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible(FIRST_LOAD);
  await expect(queue.getByRole('complementary', { name: 'Usual first answer' })).toBeVisible();
  await expectNoSidewaysScroll(queue);
  await manager.close();
});

test('at 390 px the first screen says what the platform is, in English and Russian', async ({ page }) => {
  for (const language of ['en', 'ru'] as const) {
    await page.addInitScript((chosen) => localStorage.setItem('current_language', chosen), language);
    await page.goto('/');
    const intro = page.getByTestId('auth-intro');
    await expect(intro).toContainText(text(language, 'auth.hero.title'));
    await expect(intro).toContainText(text(language, 'auth.hero.text'));
    // Above the log-in form, inside the screen's width.
    const [introBox, formBox] = [await intro.boundingBox(), await page.getByRole('main').locator('form').boundingBox()];
    expect(introBox!.y + introBox!.height).toBeLessThanOrEqual(formBox!.y);
    expect(introBox!.x + introBox!.width).toBeLessThanOrEqual(PHONE.width);
  }
});
