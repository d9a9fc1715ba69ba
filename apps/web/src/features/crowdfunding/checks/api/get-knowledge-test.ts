import { useQuery } from '@tanstack/react-query';
import { knowledgeTestStateSchema, type KnowledgeTestState } from '@platform/contract';
import { api } from '@/shared/api/api';
import { useLanguage } from '@/shared/i18n/use-language';
import { checksKeys } from './keys';

/** `GET /api/v1/foundation/knowledge-test`: whether the test is due, its questions, the loss simulation and the last attempt. */
export async function getKnowledgeTest(signal?: AbortSignal): Promise<KnowledgeTestState> {
  return knowledgeTestStateSchema.parse(await api.get('/api/v1/foundation/knowledge-test', { signal }));
}

/** The questions and explanations come in the reader's language, so a change of language reads them again. */
export function useKnowledgeTest(enabled = true) {
  const language = useLanguage();
  return useQuery({ queryKey: [...checksKeys.knowledgeTest, language], queryFn: ({ signal }) => getKnowledgeTest(signal), enabled });
}
