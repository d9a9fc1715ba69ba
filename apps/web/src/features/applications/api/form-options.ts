import { useQuery } from '@tanstack/react-query';
import { optionListSchema } from '@platform/contract';
import { z } from 'zod';
import { api } from '@/shared/api/api';
import { useLanguage } from '@/shared/i18n/use-language';
import { optionAnswerKey, type OptionField } from '../lib/form-kinds';
import { applicationKeys } from './keys';

export type FormOption = z.infer<typeof optionListSchema>[number];

/**
 * `GET …_form`: the option list a form chooses from (goals, task classes, due-diligence types),
 * named in the interface language.
 */
export async function getFormOptions(endpoint: string, field: OptionField, signal?: AbortSignal): Promise<FormOption[]> {
  const key = optionAnswerKey[field];
  const answer = z.object({ [key]: optionListSchema }).parse(await api.get(endpoint, { signal }));
  return answer[key] as FormOption[];
}

export function useFormOptions(endpoint: string, field: OptionField | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: applicationKeys.formOptions(endpoint, language),
    queryFn: ({ signal }) => getFormOptions(endpoint, field!, signal),
    enabled: field !== null,
    staleTime: 60 * 60_000,
  });
}
