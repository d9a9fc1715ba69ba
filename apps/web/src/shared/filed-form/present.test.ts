import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clientTicketTypes,
  dueDiligenceFormSchema,
  foundationInvestmentFormSchema,
  foundationPilotFormSchema,
  startupInvestmentFormSchema,
  startupPilotFormSchema,
  type ClientTicketType,
  type Handbooks,
  type Language,
} from '@platform/contract';
import en from '@/shared/i18n/locales/en.json';
import ru from '@/shared/i18n/locales/ru.json';
import { filedFields, filedFormRows } from './filed-form';
import { formKindOf, formKinds, type FormKind } from './form-kind';
import { presentFiledForm, type ShownRow } from './present';

const schemas = {
  startupInvestment: startupInvestmentFormSchema,
  startupPilot: startupPilotFormSchema,
  dueDiligence: dueDiligenceFormSchema,
  foundationInvestment: foundationInvestmentFormSchema,
  foundationPilot: foundationPilotFormSchema,
} as const;
/** Files are listed apart, under their field's name; the contact is one line of method and value. */
const fileFields = new Set(['unit_economy', 'pitch_presentation', 'financial_model', 'product_presentation_files', 'task_file']);

const handbooks: Handbooks = {
  countries: [{ id: 7, code: 'CY', name: 'Cyprus' }],
  industries: [
    { id: 3, code: 'fintech', name: 'Fintech' },
    { id: 4, code: 'edtech', name: 'Edtech' },
  ],
  regions: [{ id: 150, code: '150', name: 'Europe' }],
  rounds: [{ id: 2, code: 'seed', name: 'Seed' }],
};
const file = { id: 'a5d2c9a4-1d0e-4a3f-9a4e-0f7f1f6a9b10' };
const feedback = { feedback_method: 'email', feedback_value: 'founders@nordlight.test' };
const focus = {
  countries: [7],
  industries: [3, 4],
  regions: [150],
  rounds: [2],
  expire: '2099-05-01',
  legal_terms: 'Standard NDA first',
  interesting_startups: 'Robotics in logistics',
};
const range = { min: 10000, max: 25000 };

/** A form of each kind with every field filled, as the contract accepts it. */
const fullForms: Record<FormKind, Record<string, unknown>> = {
  startupInvestment: {
    goals: 'market_expansion',
    value_of_investments: range,
    conditions_of_deal: 'Equity, 10% for the round',
    round_size: 25000,
    valuetion: 120000,
    expire: '2099-05-01',
    unit_economy: file,
    pitch_presentation: file,
    financial_model: file,
    agree_co_investment: true,
    crowdfunding: true,
    min_ticket: 10000,
    ...feedback,
  },
  startupPilot: {
    task_class: 'proof_of_concept',
    costs_and_terms: 'Three months, paid',
    product_description: 'Warehouse robots',
    product_presentation_files: [file],
    ...feedback,
  },
  dueDiligence: {
    type_of_due_dill: 'technical',
    goals_and_tasks: 'Check the stack',
    terms_of_duedill: 'Within a month',
    other_info: 'Code access granted',
    specialist: 'Robotics engineer',
    ...feedback,
  },
  foundationInvestment: {
    ...focus,
    need_investment: range,
    pitch_presentation: file,
    unit_economy: file,
    annual_revenue: range,
    mom_growth: { min: 5, max: 12 },
    monthly_revenue: { min: 20, max: 40 },
    mothly_burn_rate: range,
    mrr: range,
    runrate: range,
    agree_co_investment: true,
    ...feedback,
  },
  foundationPilot: { ...focus, need_pilot: 'Computer vision for stock counts', similar_case: 'A pilot with a retailer', task_file: file, ...feedback },
};

const ts: Record<Language, TFunction> = {} as Record<Language, TFunction>;
beforeAll(async () => {
  for (const [language, translation] of [
    ['en', en],
    ['ru', ru],
  ] as const) {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
    ts[language] = i18n.t;
  }
});

/** `known: null` stands for handbooks still loading. */
const present = (type: ClientTicketType, form: Record<string, unknown>, language: Language, known: Handbooks | null = handbooks): ShownRow[] =>
  presentFiledForm(type, form, { t: ts[language], language, handbooks: known ?? undefined });
const shown = (row: ShownRow | undefined) =>
  row?.value.kind === 'text' ? row.value.text : row?.value.kind === 'list' ? row.value.items.join(', ') : row?.value.kind;
const byField = (rows: ShownRow[], field: string) => rows.find((row) => row.field === field);

describe('the filed form', () => {
  it('shows every field the contract schema of each form holds, files and the contact pair apart', () => {
    for (const kind of formKinds) {
      const contract = Object.keys(schemas[kind].shape).filter((field) => !fileFields.has(field) && !field.startsWith('feedback_'));
      expect([...filedFields(kind)].sort(), kind).toEqual([...contract, 'feedback'].sort());
      expect(schemas[kind].safeParse(fullForms[kind]).success, `${kind} sample is a valid form`).toBe(true);
    }
  });

  for (const language of ['en', 'ru'] as const) {
    it(`gives each field of each application type a label and a formatted value, with no raw keys (${language})`, () => {
      const fieldKeys = new Set(formKinds.flatMap((kind) => Object.keys(schemas[kind].shape)));
      const codes = ['market_expansion', 'proof_of_concept', 'technical', 'email', 'tbd', 'true', 'false'];
      for (const type of clientTicketTypes) {
        const rows = present(type, fullForms[formKindOf(type)], language);
        expect(
          rows.map((row) => row.field),
          type,
        ).toEqual(filedFields(formKindOf(type)));
        for (const row of rows) {
          const where = `${language} ${type} ${row.field}`;
          expect(row.label, where).not.toMatch(/[_.]|^$/);
          expect(fieldKeys.has(row.label), where).toBe(false);
          expect(['text', 'list'], where).toContain(row.value.kind);
          const value = shown(row) ?? '';
          for (const code of codes) expect(value.split(/[\s,:]+/), where).not.toContain(code);
          // Amounts are grouped and carry the currency; no bare 10000 and no handbook ids.
          expect(value, where).not.toMatch(/\b\d{5,}\b|^\d+$/);
        }
      }
    });
  }

  it('reads the minimum ticket of a startup investment as its label and amount in each language', () => {
    const form = fullForms.startupInvestment;
    expect(byField(present('startup_investment', form, 'en'), 'min_ticket')).toEqual({
      field: 'min_ticket',
      label: 'Minimum ticket',
      value: { kind: 'text', text: '$10,000' },
    });
    expect(byField(present('startup_investment', form, 'ru'), 'min_ticket')).toEqual({
      field: 'min_ticket',
      label: 'Минимальный чек',
      value: { kind: 'text', text: '10\u00a0000\u00a0$' },
    });
    expect(shown(byField(present('startup_investment', form, 'en'), 'value_of_investments'))).toBe('$10,000 – $25,000');
    expect(shown(byField(present('startup_investment', form, 'ru'), 'goals'))).toBe('Выход на новые рынки');
    expect(shown(byField(present('startup_investment', { ...form, valuetion: 'tbd' }, 'ru'), 'valuetion'))).toBe('Будет определена позже');
    expect(shown(byField(present('startup_investment', form, 'en'), 'expire'))).toBe('May 1, 2099');
    expect(shown(byField(present('startup_investment', form, 'ru'), 'agree_co_investment'))).toBe('Да');
    expect(shown(byField(present('startup_investment', form, 'en'), 'feedback'))).toBe('E-mail: founders@nordlight.test');
  });

  it('reads ranges, percents and handbook names of a fund form', () => {
    const rows = present('investor_investment', { ...fullForms.foundationInvestment, mom_growth: { min: 5, max: null }, mrr: { min: null, max: 25000 } }, 'en');
    expect(shown(byField(rows, 'industries'))).toBe('Fintech, Edtech');
    expect(shown(byField(rows, 'mom_growth'))).toBe('from 5%');
    expect(shown(byField(rows, 'monthly_revenue'))).toBe('20% – 40%');
    expect(shown(byField(rows, 'mrr'))).toBe('up to $25,000');
    expect(shown(byField(present('corporate_pilot', fullForms.foundationPilot, 'ru'), 'countries'))).toBe('Cyprus');
  });

  it('keeps a row for every field left empty, shown as not filled, and flags as "no"', () => {
    const rows = present('corporate_investment', { feedback_method: 'email', feedback_value: '' }, 'en');
    expect(rows.map((row) => row.field)).toEqual(filedFields('foundationInvestment'));
    expect(rows.filter((row) => row.value.kind !== 'empty').map((row) => [row.field, shown(row)])).toEqual([['agree_co_investment', 'No']]);
  });

  it('asks the minimum ticket only with a crowdfunding round', () => {
    expect(filedFormRows('startup_investment', { crowdfunding: false }).map((row) => row.field)).not.toContain('min_ticket');
    expect(filedFormRows('startup_investment', { crowdfunding: true }).find((row) => row.field === 'min_ticket')).toEqual({ field: 'min_ticket', value: null });
  });

  it('waits for the handbooks instead of showing ids, and leaves out ids they no longer hold', () => {
    expect(byField(present('investor_pilot', fullForms.foundationPilot, 'en', null), 'industries')?.value).toEqual({ kind: 'loading' });
    expect(byField(present('investor_pilot', { ...fullForms.foundationPilot, regions: [999] }, 'en'), 'regions')?.value).toEqual({ kind: 'empty' });
  });
});
