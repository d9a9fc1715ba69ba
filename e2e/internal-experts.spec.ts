import { expect, test } from './support/test.js';
import { apiLogin, demo } from './support/api.js';
import { FIRST_LOAD, cabinetDevice, openCabinetAs } from './support/cabinet.js';

/** Letters only: a name unique to this run, so a repeated run never meets an earlier one. */
function uniqueName(): string {
  return `Ada${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
}

test('the demo expert adds an internal expert from the profile, then edits and deletes it in the expert list', async ({ page, request }) => {
  test.setTimeout(90_000);
  const name = uniqueName();
  await openCabinetAs(page, await apiLogin(request, demo.expert));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clearview Due Diligence', FIRST_LOAD);
  const ours = page.getByRole('region', { name: 'Our experts' });
  await expect(ours.getByTestId('our-experts-total')).toHaveText(/^\d+ experts?$/);
  const before = Number((await ours.getByTestId('our-experts-total').textContent())!.split(' ')[0]);

  // Add: the form checks the names and the expertise before anything is sent.
  await ours.getByRole('button', { name: 'Add expert' }).click();
  const add = page.getByRole('dialog', { name: 'Add expert' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Al');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText('Name is too short')).toBeVisible();
  await expect(add.getByText('Choose at least one industry')).toBeVisible();
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await add.getByRole('textbox', { name: 'Surname' }).fill('Lovelace');
  await add.getByRole('combobox', { name: 'Expert in' }).click();
  await page.getByRole('option', { name: 'Energy', exact: true }).click();
  await page.keyboard.press('Escape');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add).toBeHidden();
  await expect(ours).toContainText(`${name} Lovelace`);
  await expect(ours.getByTestId('our-experts-total')).toHaveText(`${before + 1} experts`);

  // The full list, searched by the new name.
  await ours.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/cabinet\/expert-list$/);
  await page.getByRole('textbox', { name: 'Search by name' }).fill(name);
  await expect(page.getByTestId('expert-row')).toHaveCount(1);
  const row = page.getByTestId('expert-row');
  await expect(row).toContainText(`${name} Lovelace`);
  await expect(row).toContainText('Energy');
  await expect(row.getByRole('link', { name: `Schedule of ${name} Lovelace` })).toHaveAttribute('href', /\/cabinet\/schedule\?expertId=[0-9a-f-]{36}$/);

  // Edit in the dialog.
  await row.getByRole('button', { name: `Edit ${name} Lovelace` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit expert' });
  await expect(edit.getByRole('textbox', { name: 'Surname' })).toHaveValue('Lovelace');
  await edit.getByRole('textbox', { name: 'Surname' }).fill('Byron');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(`${name} Byron`);

  // Delete after confirming.
  await row.getByRole('button', { name: `Delete ${name} Byron` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete expert?' });
  await expect(confirm).toContainText(`${name} Byron`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('expert-row')).toHaveCount(0);
  // The list keeps its search for the account; cleared, it is forgotten and other journeys open the whole list.
  const forgotten = page.waitForResponse((res) => res.url().endsWith('/api/v1/user/preferences/expert_filter') && res.request().method() === 'PUT');
  await page.getByRole('textbox', { name: 'Search by name' }).fill('');
  await expect(page.getByTestId('experts-total')).toHaveText(`${before} experts`);
  expect((await forgotten).ok()).toBe(true);
});

test("the profile's schedule links say what they do under a mouse, and lead to the schedule from a touch screen", async ({ browser, baseURL, request }) => {
  const token = await apiLogin(request, demo.expert);
  // With a mouse the icon's tooltip names the action.
  const desk = await cabinetDevice(browser, baseURL!, token, 'en', { width: 1280, height: 800 });
  try {
    await desk.page.goto('/cabinet/profile');
    const link = desk.page
      .getByRole('region', { name: 'Our experts' })
      .getByRole('link', { name: /^Schedule of / })
      .first();
    await link.hover(FIRST_LOAD);
    await expect(desk.page.getByRole('tooltip')).toHaveText('View schedule');
  } finally {
    await desk.context.close();
  }
  // A phone has no pointer that hovers (so no tooltip there): the link keeps its name and a tap leads to the schedule.
  const phone = await cabinetDevice(browser, baseURL!, token, 'ru', { width: 390, height: 844 }, true);
  try {
    await phone.page.goto('/cabinet/profile');
    const link = phone.page
      .getByRole('region', { name: 'Наши эксперты' })
      .getByRole('link', { name: /^Расписание: / })
      .first();
    await link.tap(FIRST_LOAD);
    await expect(phone.page).toHaveURL(/\/cabinet\/schedule\?expertId=[0-9a-f-]{36}$/);
  } finally {
    await phone.context.close();
  }
});
