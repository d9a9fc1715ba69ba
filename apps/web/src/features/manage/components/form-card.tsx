import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Handbooks } from '@platform/contract';
import { useHandbooks } from '../../../shared/api/get-handbooks';
import { useFormatters } from '../../../shared/format/use-formatters';
import { handbookNames } from '../../../shared/lib/handbook-options';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formFieldOrder, formRows, optionName, type FormField, type FormRow, type RangeValue } from '../lib/form-rows';
import { SectionCard } from '../../../shared/ui/section-card';

const isKnownField = (field: string): field is FormField => (formFieldOrder as readonly string[]).includes(field);

/** The form the client filed, field by field, in the interface language. */
export function FormCard({ form }: { form: Record<string, unknown> }) {
  const { t } = useTranslation();
  const rows = formRows(form);
  return (
    <SectionCard title={t('manage.form.title')} data-testid="ticket-form">
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('manage.form.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {rows.map((row) => (
            <Stack key={row.field} gap={2}>
              <Text fz="xs" c="dimmed">
                {isKnownField(row.field) ? t(`manage.form.fields.${row.field}`) : row.field}
              </Text>
              <Text component="div" fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                <FormValue row={row} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

const handbookKey: Record<'industries' | 'regions' | 'countries' | 'rounds', keyof Handbooks> = {
  industries: 'industries',
  regions: 'regions',
  countries: 'countries',
  rounds: 'rounds',
};

function FormValue({ row }: { row: FormRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const { data: handbooks } = useHandbooks();
  const range = (value: RangeValue, unit: 'money' | 'percent') => {
    const show = (n: number) => (unit === 'money' ? format.currency(n) : format.percent(n));
    if (value.min !== null && value.max !== null) return t('manage.form.range.between', { min: show(value.min), max: show(value.max) });
    if (value.min !== null) return t('manage.form.range.from', { min: show(value.min) });
    return t('manage.form.range.to', { max: show(value.max ?? 0) });
  };
  switch (row.kind) {
    case 'text':
    case 'unknown':
      return <>{row.value}</>;
    case 'option':
      return <>{optionName(row.list, row.code, language)}</>;
    case 'handbook': {
      const names = handbookNames(row.ids, handbooks?.[handbookKey[row.handbook]]);
      return (
        <Group component="span" gap={4}>
          {(names.length ? names : row.ids.map(String)).map((name) => (
            <Badge key={name} component="span" variant="light" color="gray" radius="sm" tt="none">
              {name}
            </Badge>
          ))}
        </Group>
      );
    }
    case 'range':
      return <>{range(row.value, row.unit)}</>;
    case 'money':
      return <>{format.currency(row.value)}</>;
    case 'tbd':
      return <>{t('manage.form.tbd')}</>;
    case 'date':
      return <>{format.date(row.value)}</>;
    case 'boolean':
      return <>{row.value ? t('manage.form.yes') : t('manage.form.no')}</>;
    case 'feedback':
      return <>{row.method ? `${t(`manage.form.feedbackMethods.${row.method}`)}: ${row.value}` : row.value}</>;
  }
}
