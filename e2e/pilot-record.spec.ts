import { expect, test } from './support/test.js';
import { apiSignUpStartup, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';
import { auth, cards, ok, seededPilot, SHOWCASE } from './support/pilots-showcase.js';

type PilotRecord = { pilots_started: number; decided_on_time_percent: number | null; converted_percent: number | null; median_days_to_decision: number | null };
type ShowcaseItem = { id: string; name: string; owner: { id: string; name: string; role: string }; owner_record: PilotRecord };

/** The compact row as an English reader sees it, from the figures the server answers. */
function recordRow(r: PilotRecord): string {
  if (!r.pilots_started) return 'Track record: no pilots yet';
  const parts = [`${r.pilots_started} ${r.pilots_started === 1 ? 'pilot' : 'pilots'}`];
  if (r.decided_on_time_percent !== null) parts.push(`${r.decided_on_time_percent}% decided on time`);
  if (r.converted_percent !== null) parts.push(`${r.converted_percent}% to contract`);
  if (r.median_days_to_decision !== null)
    parts.push(`median ${r.median_days_to_decision} ${r.median_days_to_decision === 1 ? 'day' : 'days'} from start to decision`);
  return `Track record: ${parts.join(' · ')}`;
}

test('a startup sees a corporate’s pilot track record on its cards and on the pilot before applying', async ({ page, request }, testInfo) => {
  // A fresh startup keeping every published pilot, oldest first: the seeded runs' pilots lead that order, and
  // pilots other journeys publish meanwhile go to its end.
  const startup = await apiSignUpStartup(request, uniqueEmail(testInfo, 'record'), 'Record Robotics');
  const kept = await request.put('/api/v1/user/preferences/pilots_filters', {
    data: { value: { search: '', order: 'asc', location: [], industries: [], status: 'all' } },
    headers: auth(startup.token),
  });
  expect(kept.ok()).toBe(true);
  const { pilots } = await ok<{ pilots: ShowcaseItem[] }>(
    'list',
    request.post('/api/v1/startup/pilot_dashboard_list?take=20', { data: {}, headers: auth(startup.token) }),
  );
  // Not the demo corporate: other journeys run its pilots meanwhile, and its figures move.
  const demoCorporate = await ok<{ id: string }>('info', request.get('/api/v1/user/info', { headers: auth(await apiLogin(request, demo.corporate)) }));
  const tracked = pilots.find((p) => p.owner.role === 'corporate' && p.owner.id !== demoCorporate.id && p.owner_record.pilots_started >= 4);
  expect(tracked, 'the demo seed shows corporates with a track record on the first page').toBeTruthy();
  const expected = recordRow(tracked!.owner_record);

  await openCabinetAs(page, startup.token, SHOWCASE);
  const card = cards(page).filter({ has: page.locator(`a[href="${SHOWCASE}/view/${tracked!.id}"]`) });
  await expect(card.getByTestId('pilot-owner')).toHaveText(tracked!.owner.name, FIRST_LOAD);
  await expect(card.getByTestId('pilot-record')).toHaveText(expected);
  // Every card of that company carries the same figures.
  for (const other of pilots.filter((p) => p.owner.id === tracked!.owner.id))
    await expect(
      cards(page)
        .filter({ has: page.locator(`a[href="${SHOWCASE}/view/${other.id}"]`) })
        .getByTestId('pilot-record'),
    ).toHaveText(expected);

  await page.goto(`${SHOWCASE}/view/${tracked!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tracked!.name })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('pilot-owner')).toContainText(tracked!.owner.name);
  await expect(page.getByTestId('pilot-record')).toHaveText(expected);
});

test('the startup running a pilot past its decision date sees the decision overdue, and the owner’s record on its profile', async ({ page, request }) => {
  const token = await apiLogin(request, demo.startup);
  const overdue = await seededPilot(request, token, 'power lines', (card) => card.run !== null && card.run.outcome === null);
  const view = await ok<{ owner: { id: string; role: string }; run: { overdue_days: number } }>(
    'view',
    request.get(`/api/v1/startup/pilot_dashboard_list/${overdue.id}`, { headers: auth(token) }),
  );
  const days = view.run.overdue_days;
  expect(days, 'the demo seed has the demo startup’s running pilot past its decision date').toBeGreaterThan(1);
  await openCabinetAs(page, token, `${SHOWCASE}/view/${overdue.id}`);
  const run = page.getByTestId('pilot-run');
  await expect(run.getByTestId('run-overdue')).toHaveText(`Decision overdue by ${days} days`, FIRST_LOAD);
  await expect(run.getByTestId('run-overdue-note')).toContainText('no outcome is recorded yet');

  // The owner's profile, as a startup opens it from an offer, shows its record.
  // Other journeys run the demo corporate's pilots meanwhile: the page shows the figures of when it loaded.
  await page.goto(`/cabinet/applications/view/startup_deal/none/offer/${view.owner.role}/${view.owner.id}`);
  await expect(page.getByTestId('company-pilot-record')).toBeVisible(FIRST_LOAD);
  const shown = page.getByTestId('company-pilot-record').getByTestId('pilot-record');
  await expect(async () => {
    await page.reload();
    const record = await ok<PilotRecord>('record', request.get(`/api/v1/${view.owner.role}/${view.owner.id}/pilot-record`, { headers: auth(token) }));
    expect(record.pilots_started).toBeGreaterThan(0);
    await expect(shown).toHaveText(recordRow(record), { timeout: 5000 });
  }).toPass({ timeout: 60_000 });
});
