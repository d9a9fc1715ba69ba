import { blankToNull } from '@/shared/lib/blank-to-null';
import type { ExpertProfile } from '../api/get-expert-profile';

export interface ExpertFormValues {
  company_name: string;
  description: string;
  website: string;
  name: string;
  surname: string;
  position_in_company: string;
  expert_in: number[];
}

export function expertFormValues(profile: ExpertProfile): ExpertFormValues {
  return {
    company_name: profile.company_name,
    description: profile.description ?? '',
    website: profile.website ?? '',
    name: profile.name ?? '',
    surname: profile.surname ?? '',
    position_in_company: profile.position_in_company ?? '',
    expert_in: profile.expert_in,
  };
}

export function normaliseExpertForm(values: ExpertFormValues): unknown {
  return { ...values, description: blankToNull(values.description), website: blankToNull(values.website) };
}
