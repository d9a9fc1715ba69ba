import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { QUESTION_MAX, QUESTION_MIN, type CrowdfundingCard } from '@platform/contract';
import { useSession } from '@/shared/session/session-context';
import { uniqueById } from '@/shared/lib/unique-by-id';
import { paths } from '@/shared/paths';
import { ContentLoader } from '@/shared/ui/loaders';
import { SectionCard } from '@/shared/ui/section-card';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useAskQuestion } from '@/features/crowdfunding/api/ask-question';
import { useQuestions } from '@/features/crowdfunding/api/list-questions';
import { questionText } from '@/features/crowdfunding/lib/question-forms';
import { QuestionItem } from './question-item';
import { QuestionTextForm } from './question-text-form';

/**
 * Questions and answers on a round (ours, issue 30): every signed-in reader reads them newest
 * first, investors and corporates ask while the round is active, its startup answers, managers
 * hide. Signed-out visitors get a sign-in note instead.
 */
export function QuestionsSection({ roundId, can }: { roundId: string; can: Abilities }) {
  const { t } = useTranslation();
  const { state } = useSession();
  return (
    <SectionCard title={t('roundQuestions.title')} data-testid="round-questions">
      {state.status !== 'loggedIn' ? (
        <Group justify="space-between" gap="sm" data-testid="questions-sign-in">
          <Text fz="sm">{t('roundQuestions.signIn')}</Text>
          <Button component={Link} to={paths.login()} size="xs">
            {t('roundQuestions.signInAction')}
          </Button>
        </Group>
      ) : (
        <QuestionsBody roundId={roundId} can={can} />
      )}
    </SectionCard>
  );
}

type Abilities = Pick<CrowdfundingCard['can'], 'ask_question' | 'hide_questions'>;

/** Asking and hiding follow the card's `can`: investors and corporates ask while the round runs, managers hide. */
function QuestionsBody({ roundId, can }: { roundId: string; can: Abilities }) {
  const { t } = useTranslation();
  const query = useQuestions(roundId, true);
  const ask = useAskQuestion(roundId);
  const canAsk = can.ask_question;
  const questions = uniqueById(query.data?.pages.flatMap((page) => page.questions) ?? []);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return (
    <Stack gap="md">
      {canAsk ? (
        <QuestionTextForm
          kind={questionText}
          send={(text) => ask.mutateAsync(text)}
          busy={ask.isPending}
          submitTestId="ask-question"
          texts={{
            label: t('roundQuestions.ask.label'),
            hint: t('roundQuestions.ask.hint', { min: QUESTION_MIN, max: QUESTION_MAX }),
            submit: t('roundQuestions.ask.submit'),
            done: t('roundQuestions.ask.done'),
            failed: t('roundQuestions.ask.failed'),
          }}
        />
      ) : null}
      {query.data === undefined ? (
        query.isError ? (
          <SomethingWentWrong framed={false} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ContentLoader />
        )
      ) : questions.length === 0 ? (
        <Text c="dimmed" data-testid="questions-empty">
          {t('roundQuestions.empty')}
        </Text>
      ) : (
        <Stack gap="md">
          <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {questions.map((question, index) => (
              <QuestionItem key={question.id} roundId={roundId} question={question} first={index === 0} manager={can.hide_questions} />
            ))}
          </Stack>
          {query.hasNextPage ? (
            <Group justify="center">
              <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-testid="questions-more">
                {t('roundQuestions.more')}
              </Button>
            </Group>
          ) : null}
          <Text fz="xs" c="dimmed" ta="center" aria-live="polite">
            {t('roundQuestions.shown', { shown: questions.length, total })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
