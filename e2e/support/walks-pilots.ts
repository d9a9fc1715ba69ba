import type { APIRequestContext } from '@playwright/test';
import { apiLogin, demo } from './api.js';
import type { PageWalk } from './page-walk.js';

type OwnerPilot = { id: string; status: string; applicants_count: number };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The corporate's pilot showcase: its list, a published pilot with applicants (the archive
 * confirmation open), a declined one, a sample card and the create form.
 */
export async function walkOwnerPilots(walk: PageWalk, request: APIRequestContext, role: 'investor' | 'corporate'): Promise<void> {
  const { page } = walk;
  const token = await apiLogin(request, demo[role]);
  const list = (await (await request.get(`/api/v1/${role}/pilot_dashboard_list?take=100`, { headers: auth(token) })).json()) as { pilots: OwnerPilot[] };
  await walk.check('pilots showcase', { go: '/cabinet/pilot_showcase', ready: page.getByTestId('owner-pilot-card').first() });
  const withApplicants = list.pilots.find((pilot) => pilot.status === 'active' && pilot.applicants_count > 0);
  if (withApplicants) {
    await walk.check('pilot with applicants', { go: `/cabinet/pilot_showcase/view/${withApplicants.id}`, ready: page.getByTestId('pilot-applicant').first() });
    await walk.checkOpen('pilot, archive confirmation', async () => {
      await page.getByTestId('pilot-archive').click();
      return page.getByRole('dialog', { name: walk.t('pilotsOwner.archive.title') });
    });
  }
  // A running pilot past its decision date, with the owner's overdue notice.
  for (const pilot of list.pilots.filter((p) => p.status === 'active')) {
    const card = (await (await request.get(`/api/v1/${role}/pilot_dashboard_list/${pilot.id}`, { headers: auth(token) })).json()) as {
      run: { overdue_days: number; outcome: string | null } | null;
    };
    if (!card.run || card.run.outcome || card.run.overdue_days === 0) continue;
    await walk.check('pilot running past its decision date', { go: `/cabinet/pilot_showcase/view/${pilot.id}`, ready: page.getByTestId('run-overdue') });
    break;
  }
  const declined = list.pilots.find((pilot) => pilot.status === 'decline');
  if (declined) await walk.check('declined pilot', { go: `/cabinet/pilot_showcase/view/${declined.id}`, ready: page.getByTestId('pilot-decline-reason') });
  await walk.check('pilot sample', { go: '/cabinet/pilot_showcase/sample/energy' });
  await walk.check('pilots, new pilot', { go: '/cabinet/pilot_showcase/create', ready: page.getByTestId('pilot-form') });
}

/** The back office's pilots: the moderation queue, its decline dialog, every status, and the overdue decisions. */
export async function walkManagerPilots(walk: PageWalk): Promise<void> {
  const { page } = walk;
  await walk.check('pilots queue', { go: '/manage/pilots?status=all', ready: page.getByTestId('manage-pilot-row').first() });
  // Each filter is checked on a fresh visit: a filter changed in place shows the previous rows
  // dimmed until the new ones arrive, and a check of the same heading cannot tell them apart.
  await walk.move(() => walk.go('/manage'));
  await walk.check('pilots waiting for moderation', { go: '/manage/pilots', ready: page.getByTestId('manage-pilot-row').first() });
  await walk.checkOpen('pilots, decline dialog', async () => {
    await page
      .getByTestId('manage-pilot-row')
      .first()
      .getByRole('button', { name: walk.t('pilotsOwner.manage.decline') })
      .click();
    return page.getByRole('dialog');
  });
  await walk.move(() => walk.go('/manage'));
  await walk.check('pilots with overdue decisions', { go: '/manage/pilots?status=overdue', ready: page.getByTestId('manage-pilot-overdue').first() });
}
