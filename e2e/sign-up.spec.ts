import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { mailedCode } from './support/api.js';
import { choose, pngImage, typeCode, uniqueEmail } from './support/accounts.js';

const PASSWORD = 'journey-password';

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function uploadLogo(page: Page, name: string, size: number) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: pngImage(size, size) });
}

test('a visitor signs up as a startup and lands in the cabinet', async ({ page, request }, testInfo) => {
  // Eight steps with their wrong answers first: a long journey on a shared machine.
  test.slow();
  const email = uniqueEmail(testInfo, 'startup');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Who are you?' })).toBeVisible();
  // The count promises no total before the role that decides it, then keeps the role's to the end.
  await expect(page.getByText('Step 1', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Startup' }).click();
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  await continueTo(page, 'Create your account');
  await expect(page.getByText('Step 2 of 8')).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}!`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await continueTo(page, 'Confirm your e-mail');

  await expect(page.getByText('Step 3 of 8')).toBeVisible();
  await expect(page.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
  await typeCode(page, '000000');
  await expect(page.getByText('Wrong code. Attempts left: 4')).toBeVisible();
  await typeCode(page, await mailedCode(request, email));
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Grace');
  await page.getByLabel('Surname').fill('Hopper');
  await page.getByLabel('Position').fill('Founder');
  await continueTo(page, 'Your company');

  // Going back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Surname')).toHaveValue('Hopper');
  await continueTo(page, 'Your company');

  const company = `Compiler Works ${testInfo.workerIndex}`;
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Website').fill('compiler');
  await page.getByLabel('Description').fill('Compilers for everyone who writes software.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Website is a domain like example.com')).toBeVisible();
  // An address pasted from the browser's bar is taken as its domain.
  await page.getByLabel('Website').fill('https://compiler.test/');

  await uploadLogo(page, 'tiny.png', 50);
  await expect(page.getByRole('alert')).toContainText('The image must be at least 100x100 px');
  await uploadLogo(page, 'logo.png', 120);
  await expect(page.getByText('logo.png')).toBeVisible();
  await continueTo(page, 'Contact information');

  await page.getByLabel('Phone').fill('+1 555 010 0100');
  await continueTo(page, 'Startup brief');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose a country')).toBeVisible();
  await choose(page, 'Country', ['Germany']);
  await choose(page, 'Regions', ['Western Europe', 'Northern Europe']);
  await choose(page, 'Industries', ['Developer tools']);
  await choose(page, 'Investment rounds', ['Seed']);
  await continueTo(page, 'One last thing');

  await expect(page.getByText('Step 8 of 8')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Accept the user agreement to continue')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the User Agreement/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my cabinet' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);
  await expect(page.getByTestId('profile-role')).toHaveText('Startup');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
});

test('a visitor signs up as an expert, and a reload asks only for the password again', async ({ page, request }, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, 'expert');
  await page.goto('/login?step=sign-up');
  await page.getByRole('radio', { name: 'Expert' }).click();
  await continueTo(page, 'Create your account');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await continueTo(page, 'Confirm your e-mail');

  // A pasted or autofilled code lands in the first box and fills all six.
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await mailedCode(request, email));
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Alan');
  await page.getByLabel('Surname').fill('Turing');
  await page.getByLabel('Position').fill('Lead expert');
  await continueTo(page, 'Your company');
  const company = `Enigma Review ${testInfo.workerIndex}`;
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Website').fill('enigma.test');
  await page.getByLabel('Description').fill('Technical due diligence of deep-tech startups.');
  await continueTo(page, 'Contact information');
  await page.getByLabel('Phone').fill('+44 20 7946 0000');
  await continueTo(page, 'Your expertise');
  await expect(page.getByText('Step 7 of 8')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await continueTo(page, 'Your expertise');

  await choose(page, 'Industries', ['Cybersecurity', 'Artificial intelligence']);
  await continueTo(page, 'One last thing');
  await page.getByRole('checkbox', { name: /I accept the User Agreement/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my cabinet' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);
  await expect(page.getByTestId('profile-role')).toHaveText('Expert');
});

test('a refused sign-up lands on the step of the failing field with the server message', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'refused');
  // The e-mail is confirmed through the API, and the answers of every step are put in the tab's
  // draft the way the steps save them, with a region id the handbook does not have: only the
  // server can refuse that, which is the path under test.
  await request.post('/api/v1/auth/send-code/registration', { data: { email } });
  const verified = await request.post('/api/v1/auth/verify-code/registration', { data: { email, code: await mailedCode(request, email) } });
  const { registrationToken } = (await verified.json()) as { registrationToken: string };
  type Item = { id: number; name: string };
  const handbooks = (await (await request.get('/api/v2/handbooks')).json()) as Record<'countries' | 'industries' | 'rounds', Item[]>;
  const draft = {
    role: 'startup',
    email,
    resendAt: null,
    registrationToken,
    verifiedEmail: email,
    name: 'Ada',
    surname: 'Lovelace',
    position: 'Founder',
    company: `Analytical Engines ${testInfo.workerIndex}`,
    website: 'engines.test',
    description: 'Engines that compute anything computable.',
    logo: null,
    phone: '+44 20 7946 0001',
    expertIn: [],
    brief: { country: handbooks.countries[0]!.id, regions: [99_999], industries: [handbooks.industries[0]!.id], rounds: [handbooks.rounds[0]!.id] },
    agreement: false,
  };
  await page.goto('/login');
  await page.evaluate((value) => sessionStorage.setItem('sign_up_draft', JSON.stringify(value)), draft);

  // The password never leaves memory, so the draft resumes at the credentials step.
  await page.goto('/login?step=sign-up-agreement');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await continueTo(page, 'One last thing');
  await page.getByRole('checkbox', { name: /I accept the User Agreement/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Startup brief' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Choose values from the list');
  await expect(page.getByRole('combobox', { name: 'Regions' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('combobox', { name: 'Regions' }).click();
  await page.keyboard.press('Backspace');
  await choose(page, 'Regions', ['Western Europe']);
  await continueTo(page, 'One last thing');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
});
