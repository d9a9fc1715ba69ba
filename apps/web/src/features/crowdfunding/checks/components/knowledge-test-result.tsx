import { Alert, Badge, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { KnowledgeTestAttempt, KnowledgeTestState } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { notify } from '@/shared/ui/notify';
import { useAcknowledgeKnowledgeWarning } from '../api/take-knowledge-test';
import { attemptStanding, readAnswers } from '../lib/knowledge-test';

/**
 * The last attempt: the score against the pass mark, each answer right or wrong with why, when it
 * expires; a failed one shows the regulation's warning until the backer acknowledges it.
 */
export function KnowledgeTestResult({
  attempt,
  questions,
  onRetake,
}: {
  attempt: KnowledgeTestAttempt;
  questions: KnowledgeTestState['questions'];
  onRetake: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const standing = attemptStanding(attempt);
  return (
    <Stack gap="md" data-testid="knowledge-result" data-standing={standing}>
      <Group gap="sm" align="center">
        <Text fw={600} data-testid="knowledge-score">
          {t('investorChecks.test.score', { score: attempt.score, total: attempt.total, passMark: attempt.pass_mark })}
        </Text>
        <Badge color={attempt.passed ? 'green' : 'red'} variant="light" data-testid="knowledge-passed">
          {t(attempt.passed ? 'investorChecks.test.passed' : 'investorChecks.test.notPassed')}
        </Badge>
      </Group>
      <Text fz="sm" c="dimmed" data-testid="knowledge-expiry">
        {t('investorChecks.test.takenAt', { date: format.date(attempt.taken_at) })} ·{' '}
        {t(attempt.expired ? 'investorChecks.test.expiredAt' : 'investorChecks.test.expiresAt', { date: format.date(attempt.expires_at) })}
      </Text>
      {standing === 'expired' ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('investorChecks.test.expiredText')}
        </Alert>
      ) : null}
      {standing === 'failedOpen' ? <FailedWarning /> : null}
      {standing === 'failedAcknowledged' && attempt.warning_acknowledged_at ? (
        <Text fz="sm" data-testid="knowledge-acknowledged">
          {t('investorChecks.test.acknowledgedAt', { date: format.dateTime(attempt.warning_acknowledged_at) })}
        </Text>
      ) : null}
      <Text fw={600}>{t('investorChecks.test.answersTitle')}</Text>
      <List spacing="sm" listStyleType="none" data-testid="knowledge-answers">
        {readAnswers(attempt, questions).map((answer) => (
          <List.Item key={answer.id} data-testid="knowledge-answer" data-right={answer.right}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon size={20} radius="xl" variant="light" color={answer.right ? 'green' : 'red'}>
                {answer.right ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
              </ThemeIcon>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600}>
                  {answer.question}
                </Text>
                <Text fz="sm">
                  {t('investorChecks.test.yourAnswer', { answer: answer.given })}{' '}
                  <Text span fz="sm" fw={600} c={answer.right ? 'green.8' : 'red.8'}>
                    {t(answer.right ? 'investorChecks.test.right' : 'investorChecks.test.wrong')}
                  </Text>
                </Text>
                {answer.right ? null : <Text fz="sm">{t('investorChecks.test.rightAnswer', { answer: answer.correct })}</Text>}
                {answer.explanation ? (
                  <Text fz="sm" c="dimmed" data-testid="knowledge-explanation">
                    {answer.explanation}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetake} data-testid="knowledge-retake">
          {t('investorChecks.test.retake')}
        </Button>
      </Group>
    </Stack>
  );
}

/** ECSP art. 21(5): after a failed test the backer is warned, and may go on once it says it understands. */
function FailedWarning() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const acknowledge = useAcknowledgeKnowledgeWarning();
  const confirm = async () => {
    try {
      await acknowledge.mutateAsync();
    } catch (failure) {
      notify.error(apiErrorMessage(failure, errorText), t('investorChecks.test.acknowledgeFailed'));
    }
  };
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('investorChecks.test.warningTitle')} data-testid="knowledge-warning">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t('investorChecks.test.warning')}</Text>
        <Button
          color="red"
          onClick={() => void confirm()}
          loading={acknowledge.isPending}
          // A long label on a phone wraps inside the button rather than pushing the warning past the screen's edge.
          h="auto"
          py={8}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 } }}
          data-testid="knowledge-acknowledge"
        >
          {t('investorChecks.test.acknowledge')}
        </Button>
      </Stack>
    </Alert>
  );
}
