import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CURRENCY_MAX, CURRENCY_MIN, MOM_GROWTH_MAX, MOM_GROWTH_MIN, MONTHLY_REVENUE_MAX, MONTHLY_REVENUE_MIN } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { saveFile } from '@/shared/files/open-file';
import { useFormFieldError, type FormFieldRule } from '@/shared/i18n/form-field-error';
import { numberRule } from '@/shared/i18n/bound-rules';
import { useLanguage } from '@/shared/i18n/use-language';
import { DateField } from '@/shared/ui/kit/date-field';
import { FileField } from '@/shared/ui/kit/file-field';
import { NumberTextField } from '@/shared/ui/kit/number-text-field';
import { notify } from '@/shared/ui/notify';
import type { FinanceInput } from '@/features/profile/lib/startup-form';
import { currencyUnit } from '@/shared/format/currency-unit';
import type { TabProps } from './form-types';
import { SectionTitle } from './section-title';

type Kind = 'money' | 'percent';
// Monthly revenue is entered as its growth year on year (spec part 1, section 2); the hint says so
// under the same name every other screen gives the figure.
const inputs: { name: FinanceInput; label: string; hint?: string; kind: Kind; rule: FormFieldRule }[] = [
  { name: 'annual_revenue', label: 'annualRevenue', kind: 'money', rule: numberRule(CURRENCY_MIN, CURRENCY_MAX) },
  { name: 'monthly_revenue', label: 'monthlyRevenue', hint: 'monthlyRevenueHint', kind: 'percent', rule: numberRule(MONTHLY_REVENUE_MIN, MONTHLY_REVENUE_MAX) },
  { name: 'mrr', label: 'mrr', kind: 'money', rule: numberRule(CURRENCY_MIN, CURRENCY_MAX) },
  { name: 'mom_growth', label: 'momGrowth', kind: 'percent', rule: numberRule(MOM_GROWTH_MIN, MOM_GROWTH_MAX) },
  { name: 'monthly_burn_rate', label: 'burnRate', kind: 'money', rule: numberRule(CURRENCY_MIN, CURRENCY_MAX) },
  { name: 'runrate', label: 'runrate', kind: 'money', rule: numberRule(CURRENCY_MIN, CURRENCY_MAX) },
];

/** The financial metrics, their date and the unit economy file with its template. */
export function FinanceTab({ form, files, setFile, fileErrors, busy, template }: TabProps & { template: string }) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  const language = useLanguage();
  const errorText = useErrorText();
  const money = currencyUnit(language);
  const download = () =>
    saveFile(template, t('profile.finance.templateFile')).catch((failure: unknown) => notify.error(errorText(failure), t('files.downloadFailed')));

  return (
    <Stack gap="md">
      <SectionTitle first>{t('profile.finance.metrics')}</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {inputs.map(({ name, label, hint, kind, rule }) => (
          <Controller
            key={name}
            control={form.control}
            name={`startup_finance_info.${name}`}
            render={({ field, fieldState }) => (
              <NumberTextField
                {...field}
                {...(kind === 'money' ? money : { unit: '%', unitSide: 'right' as const })}
                label={t(`profile.finance.${label}` as 'profile.finance.mrr')}
                description={hint ? t(`profile.finance.${hint}` as 'profile.finance.mrr') : undefined}
                error={fieldError(rule, fieldState.error, field.value)}
              />
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="startup_finance_info.finance_actual_date"
          render={({ field }) => <DateField label={t('profile.finance.date')} value={field.value} onChange={field.onChange} allowPast required={false} />}
        />
      </SimpleGrid>

      <SectionTitle>{t('profile.finance.unitEconomy')}</SectionTitle>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
          {t('profile.finance.templateHint')}
        </Text>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()}>
          {t('profile.finance.template')}
        </Button>
      </Group>
      <FileField
        label={t('profile.finance.unitEconomy')}
        purpose="unit_economy"
        value={files.unit_economy_file}
        onChange={(draft) => setFile('unit_economy_file', draft)}
        disabled={busy}
        error={fileErrors.unit_economy_file}
      />
    </Stack>
  );
}
