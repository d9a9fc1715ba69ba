import { roundQuestionSchema, type QuestionHide } from '@platform/contract';
import { api } from '@/shared/api/api';
import { useQuestionWrite } from './question-write';

/** `POST /api/v1/manager/crowdfunding/{id}/questions/{questionId}/hide`. */
export const useHideQuestion = (id: string) =>
  useQuestionWrite(id, async ({ questionId, body }: { questionId: string; body: QuestionHide }) =>
    roundQuestionSchema.parse(await api.post(`/api/v1/manager/crowdfunding/${encodeURIComponent(id)}/questions/${encodeURIComponent(questionId)}/hide`, body)),
  );
