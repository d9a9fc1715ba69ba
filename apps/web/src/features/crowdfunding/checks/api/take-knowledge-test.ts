import { useMutation, useQueryClient } from '@tanstack/react-query';
import { knowledgeTestAnswersSchema, knowledgeTestStateSchema, type KnowledgeTestAnswers, type KnowledgeTestState } from '@platform/contract';
import { api } from '@/shared/api/api';
import { useLanguage } from '@/shared/i18n/use-language';
import { checksKeys } from './keys';

/** `POST /api/v1/foundation/knowledge-test`: one attempt, every question answered and the loss simulation acknowledged. */
export async function takeKnowledgeTest(body: KnowledgeTestAnswers): Promise<KnowledgeTestState> {
  return knowledgeTestStateSchema.parse(await api.post('/api/v1/foundation/knowledge-test', knowledgeTestAnswersSchema.parse(body)));
}

/** `POST /api/v1/foundation/knowledge-test/acknowledge`: the warning acknowledged after a failed attempt. */
export async function acknowledgeKnowledgeWarning(): Promise<KnowledgeTestState> {
  return knowledgeTestStateSchema.parse(await api.post('/api/v1/foundation/knowledge-test/acknowledge'));
}

/** Both answer the test's new state; whether the test is still due moves the join's checks, so the limits read again. */
function useAfterTest() {
  const client = useQueryClient();
  const language = useLanguage();
  return (state: KnowledgeTestState) => {
    client.setQueryData([...checksKeys.knowledgeTest, language], state);
    void client.invalidateQueries({ queryKey: checksKeys.limits });
  };
}

export function useTakeKnowledgeTest() {
  return useMutation({ mutationFn: takeKnowledgeTest, onSuccess: useAfterTest() });
}

export function useAcknowledgeKnowledgeWarning() {
  return useMutation({ mutationFn: acknowledgeKnowledgeWarning, onSuccess: useAfterTest() });
}
