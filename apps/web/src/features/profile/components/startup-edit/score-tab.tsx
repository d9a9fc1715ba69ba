import { Group, Stack, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { groupScore, scoreGroups, type ScoreGroup } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { ScoreSlider } from '@/shared/ui/kit/score-slider';
import type { StartupForm } from './form-types';

/** The sliders of one score group, 1 to 5 in steps of 0.5, with the group's mean as it will be saved. */
export function ScoreTab({ form, group }: { form: StartupForm; group: ScoreGroup }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const scores = useWatch({ control: form.control, name: 'startup_scoring' });
  const mean = groupScore(scores, group);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
          {t('profile.edit.scoreHint')}
        </Text>
        <Text fw={700}>{t('profile.edit.groupScore', { group: t(`scoring.groups.${group}`), score: mean === null ? '—' : format.score(mean) })}</Text>
      </Group>
      {scoreGroups[group].map((field) => (
        <Controller
          key={field}
          control={form.control}
          name={`startup_scoring.${field}`}
          render={({ field: slider }) => <ScoreSlider label={t(`scoring.fields.${field}`)} value={slider.value} onChange={slider.onChange} />}
        />
      ))}
    </Stack>
  );
}
