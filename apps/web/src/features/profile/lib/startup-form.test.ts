import { describe, expect, it } from 'vitest';
import { SCORE_DEFAULT, scoreFields, startupProfileBodySchema, startupProfileSchema, type StartupProfile } from '@platform/contract';
import { buildStartupBody, normaliseStartupForm, startupFormValues, type StartupBodyOutput } from './startup-form';

const file = (id: string) => ({ id, name: `${id}.pdf`, path: `/api/v1/files/${id}`, size: 10 });
const ID = '11111111-2222-4333-8444-555555555555';

const profile: StartupProfile = startupProfileSchema.parse({
  id: ID,
  company: 'Nordlight Robotics',
  country: 1,
  description: null,
  industries: [2],
  regions: [3],
  round: 4,
  website: null,
  last_fund_amount: 0,
  logo_file: file('a0000000-0000-4000-8000-000000000001'),
  presentation_pitch_file: null,
  product_description: null,
  who_is_your_customer: null,
  type: 'empty',
  startup_finance_info: {
    annual_revenue: null,
    mom_growth: -5,
    monthly_revenue: null,
    monthly_burn_rate: null,
    mrr: null,
    runrate: null,
    finance_actual_date: null,
    unit_economy_file: null,
    unit_economy_template: '/api/v1/startup/unit-economy-template',
  },
  startup_scoring: {
    ...Object.fromEntries(scoreFields.map((field) => [field, null])),
    hiring: 4.5,
    team: 4.5,
    changeManagement: null,
    technology: null,
    business: null,
    intema_score: 4.5,
  },
  isScoreFull: false,
  can: { read_pilot_summary: true },
});

describe('startupFormValues', () => {
  it('shows empty scores at the slider default and keeps set ones', () => {
    const values = startupFormValues(profile);
    expect(values.startup_scoring.hiring).toBe(4.5);
    expect(values.startup_scoring.values).toBe(SCORE_DEFAULT);
  });

  it('holds numbers as text, zero included, and empty as an empty string', () => {
    const values = startupFormValues(profile);
    expect(values.last_fund_amount).toBe('0');
    expect(values.startup_finance_info.mom_growth).toBe('-5');
    expect(values.startup_finance_info.mrr).toBe('');
  });
});

describe('the form against the server schema', () => {
  const filled = () => ({
    ...startupFormValues(profile),
    product_description: 'Autonomous inspection robots for wind farms.',
    who_is_your_customer: 'Operators of wind farms and power lines.',
  });

  it('reads empty optional texts and numbers as none', () => {
    const parsed = startupProfileBodySchema.parse(normaliseStartupForm(filled()));
    expect(parsed.description).toBeNull();
    expect(parsed.website).toBeNull();
    expect(parsed.startup_finance_info?.mrr).toBeNull();
    expect(parsed.startup_finance_info?.mom_growth).toBe(-5);
  });

  it('refuses a MoM growth out of bounds at the path the server would name', () => {
    const values = filled();
    values.startup_finance_info.mom_growth = '100000';
    const result = startupProfileBodySchema.safeParse(normaliseStartupForm(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['startup_finance_info.mom_growth']);
  });
});

describe('buildStartupBody', () => {
  const values = (): StartupBodyOutput =>
    startupProfileBodySchema.parse(
      normaliseStartupForm({ ...startupFormValues(profile), product_description: 'x'.repeat(20), who_is_your_customer: 'y'.repeat(20) }),
    );

  it('leaves unchanged files out, so the server keeps them', () => {
    const body = buildStartupBody(values(), { logo_file: undefined, presentation_pitch_file: undefined, unit_economy_file: undefined });
    expect('logo_file' in body).toBe(false);
    expect('presentation_pitch_file' in body).toBe(false);
    expect('unit_economy_file' in (body.startup_finance_info ?? {})).toBe(false);
  });

  it('sends null for a removed file and the upload id for a new one, the unit economy inside finance', () => {
    const body = buildStartupBody(values(), { logo_file: null, presentation_pitch_file: { id: ID }, unit_economy_file: { id: ID } });
    expect(body.logo_file).toBeNull();
    expect(body.presentation_pitch_file).toEqual({ id: ID });
    expect(body.startup_finance_info?.unit_economy_file).toEqual({ id: ID });
    expect(startupProfileBodySchema.safeParse(body).success).toBe(true);
  });
});
