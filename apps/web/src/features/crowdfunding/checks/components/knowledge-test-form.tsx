import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { KnowledgeTestState } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { notify } from '@/shared/ui/notify';
import { useTakeKnowledgeTest } from '../api/take-knowledge-test';
import { knowledgeTestBody, type PickedAnswers, type TestGaps } from '../lib/knowledge-test';

type Simulation = NonNullable<KnowledgeTestState['simulation']>;
const noGaps: TestGaps = { unanswered: [], simulation: false };

/**
 * One attempt at the knowledge test (ECSP art. 21): the loss simulation from the declared net
 * worth first, acknowledged, then every question with one answer each. The server scores it.
 */
export function KnowledgeTestForm({
  state,
  simulation,
  onDone,
  onCancel,
}: {
  state: KnowledgeTestState;
  simulation: Simulation;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const take = useTakeKnowledgeTest();
  const [picked, setPicked] = useState<PickedAnswers>({});
  const [acknowledged, setAcknowledged] = useState(false);
  const [checked, setChecked] = useState(false);
  const result = knowledgeTestBody(state.questions, picked, acknowledged);
  // Once a send was tried, the marks follow what is picked; before, nothing is marked.
  const shown = checked && 'gaps' in result ? result.gaps : noGaps;
  const submit = async () => {
    setChecked(true);
    if ('gaps' in result) {
      const first = result.gaps.simulation ? 'knowledge-simulation-ack' : `knowledge-question-${result.gaps.unanswered[0]}`;
      document.getElementById(first)?.focus();
      return;
    }
    try {
      await take.mutateAsync(result.body);
      onDone();
    } catch (failure) {
      notify.error(apiErrorMessage(failure, errorText), t('investorChecks.test.failedToSend'));
    }
  };
  return (
    <form
      noValidate
      aria-label={t('investorChecks.test.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md" data-testid="knowledge-simulation">
          <Stack gap="sm">
            <Text fw={600}>{t('investorChecks.test.simulationTitle')}</Text>
            <Text fz="sm" data-testid="knowledge-simulation-figures">
              {t('investorChecks.test.simulation', {
                netWorth: format.currency(simulation.net_worth),
                loss: format.currency(simulation.loss_capacity),
                percent: 10,
              })}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('investorChecks.test.simulationHint')}
            </Text>
            <Checkbox
              id="knowledge-simulation-ack"
              checked={acknowledged}
              onChange={(event) => setAcknowledged(event.currentTarget.checked)}
              required
              disabled={take.isPending}
              label={t('investorChecks.test.simulationAck')}
              error={shown.simulation ? t('investorChecks.test.simulationRequired') : undefined}
            />
          </Stack>
        </Paper>
        {state.questions.map((question, index) => (
          <Radio.Group
            key={question.id}
            name={`knowledge-${question.id}`}
            label={t('investorChecks.test.question', { number: index + 1, text: question.text })}
            value={picked[question.id] ?? null}
            onChange={(value) => setPicked((now) => ({ ...now, [question.id]: value }))}
            required
            error={shown.unanswered.includes(question.id) ? t('investorChecks.test.answerRequired') : undefined}
            data-testid="knowledge-question"
          >
            <Stack gap={8} mt={8}>
              {question.options.map((option, optionIndex) => (
                <Radio
                  key={option.id}
                  id={optionIndex === 0 ? `knowledge-question-${question.id}` : undefined}
                  value={option.id}
                  label={option.text}
                  disabled={take.isPending}
                />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={take.isPending}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={take.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {t('investorChecks.test.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
