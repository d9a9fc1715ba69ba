import type { APIRequestContext } from '@playwright/test';
import { apiLogin, demo, mailedCode } from './api.js';
import type { PageWalk } from './page-walk.js';
import { seededRound } from './walks-cabinet.js';
import { expect } from './test.js';
import { walkCrowdfundingList } from './walks-crowdfunding.js';

type Handbooks = Record<'countries' | 'industries' | 'regions' | 'rounds', { id: number }[]>;

/**
 * The sign-up answers a person would have typed, minus the password and the e-mail proof: the
 * walk types the password and confirms the e-mail itself, then goes through the prefilled steps.
 */
async function signUpDraft(request: APIRequestContext, email: string) {
  const handbooks = (await (await request.get('/api/v2/handbooks')).json()) as Handbooks;
  return {
    role: 'startup',
    email,
    name: 'Ada',
    surname: 'Byron',
    position: 'Founder',
    company: 'Analytical Engines',
    website: 'analytical-engines.test',
    description: 'Engines that weave algebraic patterns, checked for accessibility.',
    logo: null,
    phone: '+44 20 7946 0100',
    expertIn: [],
    brief: {
      country: handbooks.countries[0]!.id,
      regions: [handbooks.regions[0]!.id],
      industries: [handbooks.industries[0]!.id],
      rounds: [handbooks.rounds[0]!.id],
    },
    agreement: true,
  };
}

/** The fingerprint of the demo startup's approved report (its PDF is stored when the demo is seeded), if it has one. */
async function seededFingerprint(request: APIRequestContext): Promise<string | undefined> {
  const headers = { authorization: `Bearer ${await apiLogin(request, demo.startup)}` };
  const own = (await (await request.get('/api/v1/startup/reports', { headers })).json()) as { reports: { pdf: { sha256: string } | null }[] };
  return own.reports.find((r) => r.pdf)?.pdf?.sha256;
}

/** The logo's drop zone keeps its text readable and its button on the screen, at 390 px too. */
async function expectLogoZoneUsable(walk: PageWalk): Promise<void> {
  const zone = walk.page.getByTestId('logo-drop');
  const hint = await zone.getByText(walk.t('signUp.company.logoDrop')).boundingBox();
  const button = await zone.getByRole('button', { name: walk.t('signUp.company.logoChoose') }).boundingBox();
  const width = walk.page.viewportSize()!.width;
  // A line holds a few words, not one: beside the button the text had 30 px at 390 px.
  expect(hint!.width).toBeGreaterThanOrEqual(150);
  expect(button!.x + button!.width).toBeLessThanOrEqual(width);
}

/**
 * Every page a signed-out visitor meets: the log-in form (with the cookie notice, then with its
 * errors), password recovery, each sign-up step of a startup and the expert's own step, a
 * refused sign-in link, the thanks page, the policies, the report check (empty, a match, no match), the crowdfunding list and the
 * not-found page.
 */
export async function walkPublicPages(walk: PageWalk, request: APIRequestContext, email: string): Promise<void> {
  const { page } = walk;
  const continueButton = () => page.getByRole('button', { name: walk.t('auth.steps.continue') });

  await walk.start('/');
  await walk.check('log-in, cookie notice shown', { ready: page.getByRole('region', { name: walk.t('cookie.region') }) });
  await walk.acceptCookies();
  await walk.check('log-in, empty form sent', {
    via: () => page.getByRole('button', { name: walk.t('auth.login.submit') }).click(),
    ready: page.locator('[aria-invalid="true"]'),
    sameHeading: true,
  });

  await walk.check('recovery: e-mail', { via: () => page.getByRole('link', { name: walk.t('auth.login.forgotPassword') }).click() });
  await page.getByRole('textbox').first().fill(email);
  await walk.check('recovery: code', { via: () => page.getByRole('button', { name: walk.t('recovery.email.submit') }).click() });
  // The new-password step follows a verified code; the proof is the server's to check on saving.
  await page.evaluate(
    (address) =>
      sessionStorage.setItem('password_recovery', JSON.stringify({ email: address, resendAt: Date.now() + 60_000, recoveryToken: 'checked-on-save' })),
    email,
  );
  await walk.move(() => walk.go('/login'));
  await walk.check('recovery: new password', { go: '/login?step=recovery-password' });

  await page.evaluate((draft) => sessionStorage.setItem('sign_up_draft', JSON.stringify(draft)), await signUpDraft(request, email));
  await walk.check('sign-up: role', { go: '/login?step=sign-up' });
  await walk.check('sign-up: credentials', { via: () => continueButton().click() });
  await page.getByLabel(walk.t('auth.login.password'), { exact: true }).fill('walk-password');
  await page.getByLabel(walk.t('signUp.credentials.confirm'), { exact: true }).fill('walk-password');
  await walk.check('sign-up: e-mail code', { via: () => continueButton().click() });
  await page.getByRole('textbox').first().click();
  // A confirmed e-mail leads to the first step not answered yet: with the draft, the last one.
  await walk.check('sign-up: agreement', { via: () => mailedCode(request, email).then((code) => page.keyboard.type(code)) });
  const back = () => page.getByRole('button', { name: walk.t('auth.steps.back') }).click();
  for (const step of ['brief', 'contact', 'company', 'user']) {
    await walk.check(`sign-up: ${step}`, { via: back });
    if (step === 'company') await expectLogoZoneUsable(walk);
  }
  // Back to the role, every answer kept, to reach the expert's own step.
  for (const _step of ['code', 'credentials', 'role']) await walk.move(back);
  await page.getByRole('radio', { name: walk.t('signUp.role.expert.title') }).click();
  await walk.move(() => continueButton().click());
  await expect(page.getByLabel(walk.t('auth.login.password'), { exact: true })).toHaveValue('walk-password');
  await walk.check('sign-up: expertise', { via: () => continueButton().click() });

  // A sign-in link that does not work: the log-in page with the refusal.
  await page.goto('/?key=no-such-key');
  await walk.check('log-in, sign-in link refused', { ready: page.locator('.mantine-Notification-root') });
  await walk.check('thanks, signed out', { go: '/thanks' });
  await walk.check('static pages', { go: '/static-pages' });
  for (const slug of ['privacy-policy', 'cookie-usage-policy', 'user-agreement']) await walk.check(`static page ${slug}`, { go: `/static-pages/${slug}` });
  await walk.check('verify a report', { go: '/verify' });
  await walk.check('verify a report: no match', { go: `/verify?sha256=${'0'.repeat(64)}`, ready: page.getByTestId('verify-no-match'), sameHeading: true });
  const fingerprint = await seededFingerprint(request);
  expect(fingerprint, 'the demo seed stores its approved reports').toBeDefined();
  await walk.check('verify a report: a match', { go: `/verify?sha256=${fingerprint}`, ready: page.getByTestId('verify-match'), sameHeading: true });
  await walkCrowdfundingList(walk, 'signed out');
  const round = await seededRound(request);
  if (round) await walk.check('crowdfunding round, signed out', { go: `/cabinet/crowdfunding/view/${round}`, ready: page.getByTestId('round-view') });
  await walk.check('not found', { go: '/no-such-page' });
}

/** The style guide's pages, one after another through its own links. */
export async function walkStyleGuide(walk: PageWalk, pages: readonly string[]): Promise<void> {
  await walk.start(`/demo/${pages[0]}`);
  await walk.check(`style guide ${pages[0]}`, { ready: walk.page.getByRole('region', { name: walk.t('cookie.region') }) });
  await walk.acceptCookies();
  for (const name of pages.slice(1)) await walk.check(`style guide ${name}`, { go: `/demo/${name}` });
}
