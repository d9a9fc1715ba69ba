import { describe, expect, it } from 'vitest';
import { REPORT_TEXT_MAX, type Report } from '@platform/contract';
import { formFieldMessage } from '@/shared/i18n/form-field-error';
import { reportBody, reportFieldRules, reportFormSchema, reportFormValues, type ReportFormValues, type ReportRuleField } from './report-form';

const FILE = { id: 'f0000000-0000-4000-8000-000000000001', name: 'report.pdf', path: '/api/v1/files/f1', size: 100 };
const report: Report = {
  id: 'r0000000-0000-4000-8000-000000000001',
  status: 'saved',
  last_edit: '2026-03-02T10:00:00.000Z',
  submitted_at: null,
  approved_at: null,
  method: 'Interviews',
  artifacts: ['Code', 'Docs'],
  conclusion: 'Fine',
  risks: 'Few',
  recommendations: 'Hire',
  files: [FILE],
  scores: { team: 4.5, management: null, technology: 2, business: 3 },
  change_request: null,
  expert_company: { id: 'c0000000-0000-4000-8000-000000000001', name: 'Experts' },
  revoked: null,
  pdf: null,
};

const values = (change: Partial<ReportFormValues> = {}): ReportFormValues => ({ ...reportFormValues(report), ...change });

describe('report form values', () => {
  it('start empty without a report, scores at 3', () => {
    expect(reportFormValues(null)).toEqual({
      submit: false,
      method: '',
      artifacts: [],
      conclusion: '',
      risks: '',
      recommendations: '',
      scores: { team: 3, management: 3, technology: 3, business: 3 },
      stored: [],
      picked: [],
    });
  });

  it('take the saved report, empty scores at 3', () => {
    const form = reportFormValues(report);
    expect(form.artifacts).toEqual([{ text: 'Code' }, { text: 'Docs' }]);
    expect(form.scores).toEqual({ team: 4.5, management: 3, technology: 2, business: 3 });
    expect(form.stored).toEqual([FILE]);
  });
});

describe('reportBody', () => {
  it('sends trimmed texts, kept then uploaded files, and scores only for a startup client', () => {
    const body = reportBody(values({ method: '  Interviews ', submit: true }), true, ['f0000000-0000-4000-8000-000000000002']);
    expect(body).toEqual({
      method: 'Interviews',
      artifacts: ['Code', 'Docs'],
      conclusion: 'Fine',
      risks: 'Few',
      recommendations: 'Hire',
      files: [{ id: FILE.id }, { id: 'f0000000-0000-4000-8000-000000000002' }],
      scores: { team: 4.5, management: 3, technology: 2, business: 3 },
      submit: true,
    });
    expect(reportBody(values(), false, []).scores).toBeNull();
  });
});

describe('reportFormSchema', () => {
  const issues = (form: ReportFormValues, startup = false) => {
    const result = reportFormSchema(startup).safeParse(form);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('lets a draft leave texts empty', () => {
    expect(issues(values({ method: '', artifacts: [], conclusion: '' }))).toEqual([]);
  });

  it('asks a submit for every text and an artifact', () => {
    expect(issues(values({ submit: true, method: ' ', artifacts: [], risks: '' }))).toEqual(['method', 'risks', 'artifacts']);
    expect(issues(values({ submit: true }), true)).toEqual([]);
  });

  it('refuses empty artifact rows, too long texts and more than five files', () => {
    expect(issues(values({ artifacts: [{ text: ' ' }] }))).toEqual(['artifacts.0.text']);
    expect(issues(values({ conclusion: 'x'.repeat(REPORT_TEXT_MAX + 1) }))).toEqual(['conclusion']);
    const picked = Array.from({ length: 5 }, (_, i) => new File(['x'], `${i}.pdf`));
    expect(issues(values({ picked }))).toEqual(['picked']);
  });
});

describe('report field rules', () => {
  const keyOf = (field: ReportRuleField, error: { type: string; message?: string } | undefined, value: unknown) => {
    const found = formFieldMessage(reportFieldRules[field], error, value);
    return found && ('key' in found ? found.key : found.text);
  };

  it('names the message of each kind of issue', () => {
    expect(keyOf('method', undefined, '')).toBeUndefined();
    expect(keyOf('conclusion', { type: 'too_big' }, 'x'.repeat(REPORT_TEXT_MAX + 1))).toBe('applications.expert.report.errors.tooLong');
    expect(keyOf('picked', { type: 'custom', message: 'too_many_files' }, [new File(['x'], 'a.pdf')])).toBe('applications.expert.report.errors.tooManyFiles');
    expect(keyOf('risks', { type: 'custom', message: 'required' }, ' ')).toBe('applications.expert.report.errors.required');
    expect(keyOf('artifacts', { type: 'too_small' }, ' ')).toBe('applications.expert.report.errors.required');
    expect(keyOf('scores', { type: 'custom', message: 'required' }, { team: 3 })).toBe('applications.expert.report.errors.required');
    expect(keyOf('method', { type: 'server', message: 'Too long' }, 'x')).toBe('Too long');
  });

  it('words what the schema finds, the files with their limit', () => {
    const picked = Array.from({ length: 5 }, (_, i) => new File(['x'], `${i}.pdf`));
    const form = values({ submit: true, method: ' ', artifacts: [{ text: ' ' }], conclusion: 'x'.repeat(REPORT_TEXT_MAX + 1), picked });
    const result = reportFormSchema(false).safeParse(form);
    const issueOf = (path: string) => {
      const issue = result.error?.issues.find((item) => item.path.join('.') === path);
      return issue && { type: issue.code, message: issue.message };
    };
    expect(formFieldMessage(reportFieldRules.method, issueOf('method'), form.method)).toMatchObject({ key: 'applications.expert.report.errors.required' });
    expect(formFieldMessage(reportFieldRules.artifacts, issueOf('artifacts.0.text'), ' ')).toMatchObject({ key: 'applications.expert.report.errors.required' });
    expect(formFieldMessage(reportFieldRules.conclusion, issueOf('conclusion'), form.conclusion)).toMatchObject({
      key: 'applications.expert.report.errors.tooLong',
    });
    expect(formFieldMessage(reportFieldRules.picked, issueOf('picked'), picked)).toEqual({
      key: 'applications.expert.report.errors.tooManyFiles',
      params: { count: 5 },
    });
  });
});
