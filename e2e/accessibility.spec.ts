import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { demoPages } from '../apps/web/src/shared/paths.js';
import { uniqueEmail } from './support/accounts.js';
import { PageWalk, walkSettings, type Language } from './support/page-walk.js';
import { test } from './support/test.js';
import { walkExpert, walkFoundation, walkStartup } from './support/walks-cabinet.js';
import { walkManager } from './support/walks-manage.js';
import { walkManageCompanies } from './support/walks-manage-companies.js';
import { walkPublicPages, walkStyleGuide } from './support/walks-public.js';

type Walker = (walk: PageWalk, request: APIRequestContext, testInfo: TestInfo) => Promise<void>;

/**
 * Axe over every page the app has, in English on a desktop and in Russian on a phone: one walk per
 * visitor and language, each signing in once and moving between pages without reloads. A page
 * with a violation of serious or critical impact fails its walk; the walk goes on, so one run
 * names every such page.
 */
const walkers: Record<string, Walker> = {
  'signed-out pages': (walk, request, testInfo) => walkPublicPages(walk, request, uniqueEmail(testInfo, `axe-${walk.language}`)),
  'style guide': (walk) => walkStyleGuide(walk, demoPages),
  'startup cabinet': (walk, request) => walkStartup(walk, request),
  'investor cabinet': (walk, request) => walkFoundation(walk, request, 'investor'),
  'corporate cabinet': (walk, request) => walkFoundation(walk, request, 'corporate'),
  'expert cabinet': (walk, request) => walkExpert(walk, request),
  'back office': (walk, request) => walkManager(walk, request),
  'back office, companies': (walk, request) => walkManageCompanies(walk, request),
};

async function run(page: Page, language: Language, walker: Walker, request: APIRequestContext, testInfo: TestInfo): Promise<void> {
  // Dozens of pages in one walk: longer than a single journey, far shorter than a test per page.
  test.setTimeout(180_000);
  const walk = new PageWalk(page, language);
  try {
    await walker(walk, request, testInfo);
  } finally {
    testInfo.annotations.push({ type: 'pages checked', description: `${walk.checked.length}: ${walk.checked.join('; ')}` });
  }
}

for (const { language, viewport } of walkSettings) {
  test.describe(`accessibility in ${language} at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const [name, walker] of Object.entries(walkers)) {
      test(`${name}: no serious or critical axe violations`, ({ page, request }, testInfo) => run(page, language, walker, request, testInfo));
    }
  });
}
