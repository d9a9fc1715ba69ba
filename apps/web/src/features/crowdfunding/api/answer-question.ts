import { roundQuestionSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { questionsPath, useQuestionWrite } from './question-write';

/** `POST` (first answer) or `PUT` (edit) `/api/v1/crowdfunding/{id}/questions/{questionId}/answer`. */
export const useAnswerQuestion = (id: string) =>
  useQuestionWrite(id, async ({ questionId, text, edit }: { questionId: string; text: string; edit: boolean }) => {
    const path = `${questionsPath(id)}/${encodeURIComponent(questionId)}/answer`;
    return roundQuestionSchema.parse(await (edit ? api.put(path, { text }) : api.post(path, { text })));
  });
