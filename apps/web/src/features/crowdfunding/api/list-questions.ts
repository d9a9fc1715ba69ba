import { useInfiniteQuery } from '@tanstack/react-query';
import { QUESTION_PAGE, roundQuestionListSchema, type RoundQuestionList } from '@platform/contract';
import { api } from '@/shared/api/api';
import { offsetPaging } from '@/shared/lists/offset-pages';
import { questionsPath } from './question-write';
import { questionKeys } from './view-keys';

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
