import { useState } from 'react';
import { Avatar, Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ANSWER_MAX, ANSWER_MIN, type HiddenMark, type QuestionHideTarget, type RoundQuestion } from '@platform/contract';
import { useFileUrl } from '@/shared/files/use-file-url';
import { useFormatters } from '@/shared/format/use-formatters';
import { useAnswerQuestion } from '@/features/crowdfunding/api/answer-question';
import { answerText } from '@/features/crowdfunding/lib/question-forms';
import { HideQuestionModal } from './hide-question-modal';
import { QuestionTextForm } from './question-text-form';

const prose = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** One question with its answer; the round's startup answers or edits here, a manager hides. */
export function QuestionItem({ roundId, question, first, manager }: { roundId: string; question: RoundQuestion; first: boolean; manager: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const logo = useFileUrl(question.asker.logo?.path);
  const [hiding, setHiding] = useState<QuestionHideTarget | null>(null);
  const [editing, setEditing] = useState(false);
  const { answer } = question;
  return (
    <Stack gap="xs" component="li" data-testid="round-question" data-question-id={question.id}>
      {first ? null : <Divider />}
      <Group gap="sm" wrap="nowrap" align="center">
        <Avatar src={logo} alt="" radius="xl" size="sm">
          {question.asker.company_name.slice(0, 1)}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="question-asker">
            {question.asker.company_name}
          </Text>
          <Text fz="xs" c="dimmed">
            {format.dateTime(question.created_at)}
          </Text>
        </Stack>
      </Group>
      <Said text={question.text} hidden={question.hidden} testId="question-text" />
      {answer ? (
        <Paper withBorder radius="md" p="sm" ml={{ base: 0, sm: 'lg' }} data-testid="question-answer">
          <Stack gap={4}>
            <Group gap="xs">
              <Text fz="xs" fw={600}>
                {t('roundQuestions.answer.by')}
              </Text>
              <Text fz="xs" c="dimmed">
                {format.dateTime(answer.answered_at)}
              </Text>
              {answer.edited ? (
                <Badge size="xs" variant="light" color="gray" tt="none" data-testid="answer-edited">
                  {t('roundQuestions.answer.edited')}
                </Badge>
              ) : null}
            </Group>
            {editing ? (
              <AnswerForm roundId={roundId} question={question} edit onDone={() => setEditing(false)} />
            ) : (
              <Said text={answer.text} hidden={answer.hidden} testId="answer-text" />
            )}
          </Stack>
        </Paper>
      ) : null}
      {question.can_answer ? <AnswerForm roundId={roundId} question={question} edit={false} /> : null}
      {(question.can_edit && !editing) || manager ? (
        <Group gap="xs" justify="flex-end">
          {question.can_edit && !editing ? (
            <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)} data-testid="edit-answer">
              {t('roundQuestions.answer.edit')}
            </Button>
          ) : null}
          {manager && !question.hidden ? (
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => setHiding('question')} data-testid="hide-question">
              {t('roundQuestions.hide.question')}
            </Button>
          ) : null}
          {manager && answer && !answer.hidden ? (
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => setHiding('answer')} data-testid="hide-answer">
              {t('roundQuestions.hide.answer')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {manager ? <HideQuestionModal roundId={roundId} questionId={question.id} target={hiding} onClose={() => setHiding(null)} /> : null}
    </Stack>
  );
}

/** A text as its reader may see it: a manager reads hidden text with the mark, everyone else the reason only. */
function Said({ text, hidden, testId }: { text: string | null; hidden: HiddenMark | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {hidden ? (
        <Text fz="sm" c="dimmed" fs="italic" data-testid={`${testId}-hidden`} style={prose}>
          {t('roundQuestions.hiddenBy', { reason: hidden.reason })}
        </Text>
      ) : null}
      {text !== null ? (
        <Text data-testid={testId} style={prose} c={hidden ? 'dimmed' : undefined}>
          {text}
        </Text>
      ) : null}
    </Stack>
  );
}

function AnswerForm({ roundId, question, edit, onDone }: { roundId: string; question: RoundQuestion; edit: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const write = useAnswerQuestion(roundId);
  return (
    <QuestionTextForm
      kind={answerText}
      initial={edit ? (question.answer?.text ?? '') : ''}
      send={(text) => write.mutateAsync({ questionId: question.id, text, edit })}
      busy={write.isPending}
      submitTestId={edit ? 'save-answer' : 'answer-question'}
      texts={{
        label: t(edit ? 'roundQuestions.answer.editLabel' : 'roundQuestions.answer.label'),
        hint: t('roundQuestions.answer.hint', { min: ANSWER_MIN, max: ANSWER_MAX }),
        submit: t(edit ? 'roundQuestions.answer.save' : 'roundQuestions.answer.submit'),
        done: t(edit ? 'roundQuestions.answer.saved' : 'roundQuestions.answer.done'),
        failed: t('roundQuestions.answer.failed'),
      }}
      {...(onDone ? { onDone, onCancel: onDone } : {})}
    />
  );
}
