import type { APIRequestContext } from '@playwright/test';
import { apiLogin, demo } from './api.js';
import type { PageWalk } from './page-walk.js';

type CompanyList = { companies: { id: string; role: string; status: string }[] };

/**
 * The companies back office: the list, the demo startup's page (its block and recommendation
 * dialogs open, then closed), a blocked company's page, and the managers (the add dialog open).
 * Nothing is changed.
 */
export async function walkManageCompanies(walk: PageWalk, request: APIRequestContext): Promise<void> {
  const { page } = walk;
  const token = await apiLogin(request, demo.manager);
  const headers = { authorization: `Bearer ${token}` };
  const find = async (search: string) => ((await (await request.get(`/api/v1/manager/companies?${search}`, { headers })).json()) as CompanyList).companies[0]!;

  await walk.start('/manage/companies', token);
  await walk.check('companies, cookie notice shown', { ready: page.getByTestId('company-row').first() });
  await walk.acceptCookies();
  const startup = await find('q=startup%40demo.test');
  await walk.check('the demo startup in the back office', { go: `/manage/companies/${startup.role}/${startup.id}`, ready: page.getByTestId('account-card') });
  await walk.checkOpen('company, block dialog', async () => {
    await page.getByTestId('account-block').click();
    return page.getByRole('dialog');
  });
  await walk.checkOpen('company, recommendation dialog', async () => {
    await page.getByTestId('recommendations-card').getByRole('button').first().click();
    return page.getByRole('dialog');
  });
  const blocked = await find('status=blocked');
  await walk.check('a blocked company', { go: `/manage/companies/${blocked.role}/${blocked.id}`, ready: page.getByTestId('account-blocked') });
  await walk.check('managers', { go: '/manage/managers', ready: page.getByTestId('manager-row').first() });
  await walk.checkOpen('managers, add dialog', async () => {
    await page.getByRole('button', { name: walk.t('backoffice.managers.add') }).click();
    return page.getByRole('dialog');
  });
}
