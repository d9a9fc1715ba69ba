import { roundQuestionSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { questionsPath, useQuestionWrite } from './question-write';

/** `POST /api/v1/crowdfunding/{id}/questions`. */
export const useAskQuestion = (id: string) =>
  useQuestionWrite(id, async (text: string) => roundQuestionSchema.parse(await api.post(questionsPath(id), { text })));
