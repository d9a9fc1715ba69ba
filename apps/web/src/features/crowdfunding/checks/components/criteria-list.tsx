import { Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ClassCriterion } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';

type Threshold = Pick<ClassCriterion, 'figure' | 'threshold'>;

/** One threshold in words: a money figure "from X", the Reg CF statement as itself. */
function useThresholdText() {
  const { t } = useTranslation();
  const format = useFormatters();
  return ({ figure, threshold }: Threshold) =>
    figure === 'accredited'
      ? t('investorChecks.thresholds.accredited')
      : t('investorChecks.thresholds.figure', { figure: t(`investorChecks.figures.${figure}`), threshold: format.currency(threshold) });
}

/** The thresholds the regime decides the class on, before anything is declared. */
export function ThresholdList({ thresholds }: { thresholds: Threshold[] }) {
  const text = useThresholdText();
  return (
    <List spacing={4} fz="sm" data-testid="thresholds">
      {thresholds.map((item) => (
        <List.Item key={item.figure}>{text(item)}</List.Item>
      ))}
    </List>
  );
}

/** The figures a class was decided on, each with the threshold it was held against and whether it met it. */
export function CriteriaList({ criteria }: { criteria: ClassCriterion[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const text = useThresholdText();
  return (
    <List spacing={6} fz="sm" listStyleType="none" data-testid="criteria">
      {criteria.map((criterion) => (
        <List.Item key={criterion.figure}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <ThemeIcon size={20} radius="xl" variant="light" color={criterion.met ? 'green' : 'gray'}>
              {criterion.met ? <IconCheck size={14} aria-hidden /> : <IconMinus size={14} aria-hidden />}
            </ThemeIcon>
            <Text fz="sm">
              {criterion.figure === 'accredited'
                ? text(criterion)
                : t('investorChecks.criteria.figure', {
                    figure: t(`investorChecks.figures.${criterion.figure}`),
                    value: format.currency(criterion.value),
                    threshold: format.currency(criterion.threshold),
                  })}{' '}
              <Text span c={criterion.met ? 'green' : 'dimmed'} fz="sm">
                {t(criterion.met ? 'investorChecks.criteria.met' : 'investorChecks.criteria.notMet')}
              </Text>
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
