import { PILOT_KPIS_MAX, type ApplicantStatus, type PilotStart } from '@platform/contract';

export const applicantStatusColor: Record<ApplicantStatus, string> = { new: 'blue', shortlisted: 'teal', declined: 'red' };

/** The decline form as its fields hold it. */
export interface ApplicantDeclineValues {
  reason: string | null;
  text: string;
}

/** What the contract reads: the text only with `other`, where it is required. */
export function applicantDeclineBody(values: ApplicantDeclineValues): Record<string, unknown> {
  return values.reason === 'other'
    ? { decision: 'decline', reason: values.reason, text: values.text.trim() || undefined }
    : { decision: 'decline', reason: values.reason ?? undefined };
}

/** The start form as its fields hold it. */
export interface RunFormValues {
  kpis: { name: string; target: string }[];
  decision_owner: string;
  decision_date: string;
}
export const emptyKpi = { name: '', target: '' };

export function runFormBody(applicationId: string, values: RunFormValues): Partial<PilotStart> {
  return {
    application_id: applicationId,
    kpis: values.kpis.map((kpi) => ({ name: kpi.name.trim(), target: kpi.target.trim() })),
    decision_owner: values.decision_owner.trim(),
    decision_date: values.decision_date,
  };
}

/** One more KPI row may be added while under the contract's five. */
export function canAddKpi(count: number): boolean {
  return count < PILOT_KPIS_MAX;
}
