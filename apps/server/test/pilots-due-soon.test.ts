import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerPilotListSchema, pilotListSchema } from '@platform/contract';
import { pilotApplications } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { pilotsKit, type Account } from './fixtures/pilots.js';

let t: TestApp;
const kit = pilotsKit(() => t);
const { call, inDays } = kit;
const a: Record<string, Account> = {};
const pilotIds: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  a.corp = await kit.account('corporate', 'Due Soon Industrial');
  a.runner = await kit.account('startup', 'Running Robotics');
  a.other = await kit.account('startup', 'Waiting Robotics');
  const runs = {
    soon: { decisionDate: inDays(3) },
    today: { decisionDate: inDays(0) },
    later: { decisionDate: inDays(8) },
    past: { decisionDate: inDays(-1) },
    decided: { decisionDate: inDays(2), outcome: 'stopped' as const, outcomeAt: new Date() },
  };
  for (const [name, run] of Object.entries(runs)) {
    const { pilot } = await kit.insertRun(a.corp.id, a.runner.id, run, { name: `Due ${name}` });
    pilotIds[name] = pilot.id;
    // Another applicant of the same pilot, waiting.
    await t.database.db.insert(pilotApplications).values({ pilotId: pilot.id, startupId: a.other.id });
  }
});
afterAll(() => t.close());

const flags = (pilots: { id: string; decision_due_soon: boolean }[]) =>
  Object.fromEntries(Object.entries(pilotIds).map(([name, id]) => [name, pilots.find((p) => p.id === id)?.decision_due_soon]));

describe('a pilot whose decision is due within the week', () => {
  it('is marked due soon on its owner’s list, from a week before the date to the date, while undecided', async () => {
    const res = await call('GET', '/api/v1/corporate/pilot_dashboard_list?take=50', a.corp!.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(flags(ownerPilotListSchema.parse(res.json()).pilots)).toEqual({ soon: true, today: true, later: false, past: false, decided: false });
  });

  it('is marked for the startup running it, and for no other applicant', async () => {
    const list = async (who: Account) => {
      const res = await call('POST', '/api/v1/startup/pilot_dashboard_list?take=50', who.token, { search: 'Due' });
      expect(res.statusCode, res.body).toBe(200);
      return flags(pilotListSchema.parse(res.json()).pilots);
    };
    expect(await list(a.runner!)).toEqual({ soon: true, today: true, later: false, past: false, decided: false });
    expect(await list(a.other!)).toEqual({ soon: false, today: false, later: false, past: false, decided: false });
  });
});
