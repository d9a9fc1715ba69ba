import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { QUESTION_PAGE, roundQuestionListSchema, roundQuestionSchema, type QuestionHide, type RoundQuestionList } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import { offsetPaging } from '@/shared/lists/offset-pages';

/**
 * A round's questions, under the `crowdfunding` root: the push that follows a question, an answer
 * or a hiding makes them stale, so an asker's open view shows the answer without a reload.
 */
export const questionKeys = { list: (id: string) => [...queryKeys.crowdfunding, 'questions', id] as const };

const questionsPath = (id: string) => `/api/v1/crowdfunding/${encodeURIComponent(id)}/questions`;

/** `GET /api/v1/crowdfunding/{id}/questions?take&skip`: a page, newest first. */
export async function listQuestions(id: string, skip: number, signal?: AbortSignal): Promise<RoundQuestionList> {
  return roundQuestionListSchema.parse(await api.get(questionsPath(id), { query: { take: QUESTION_PAGE, skip }, signal }));
}

/** Pages appended by "show more"; `enabled` is false for signed-out visitors, who may not read them. */
export function useQuestions(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: questionKeys.list(id),
    queryFn: ({ pageParam, signal }) => listQuestions(id, pageParam, signal),
    ...offsetPaging((page: RoundQuestionList) => page.questions),
    enabled,
  });
}

function useQuestionWrite<Vars>(id: string, write: (vars: Vars) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: questionKeys.list(id) }) });
}

/** `POST /api/v1/crowdfunding/{id}/questions`. */
export const useAskQuestion = (id: string) =>
  useQuestionWrite(id, async (text: string) => roundQuestionSchema.parse(await api.post(questionsPath(id), { text })));

/** `POST` (first answer) or `PUT` (edit) `/api/v1/crowdfunding/{id}/questions/{questionId}/answer`. */
export const useAnswerQuestion = (id: string) =>
  useQuestionWrite(id, async ({ questionId, text, edit }: { questionId: string; text: string; edit: boolean }) => {
    const path = `${questionsPath(id)}/${encodeURIComponent(questionId)}/answer`;
    return roundQuestionSchema.parse(await (edit ? api.put(path, { text }) : api.post(path, { text })));
  });

/** `POST /api/v1/manager/crowdfunding/{id}/questions/{questionId}/hide`. */
export const useHideQuestion = (id: string) =>
  useQuestionWrite(id, async ({ questionId, body }: { questionId: string; body: QuestionHide }) =>
    roundQuestionSchema.parse(await api.post(`/api/v1/manager/crowdfunding/${encodeURIComponent(id)}/questions/${encodeURIComponent(questionId)}/hide`, body)),
  );
