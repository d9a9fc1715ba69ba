import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconChartLine, IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { StartupProfile } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { saveFile } from '@/shared/files/open-file';
import { useFormatters } from '@/shared/format/use-formatters';
import { useLanguage } from '@/shared/i18n/use-language';
import { notify } from '@/shared/ui/notify';
import { signedPercent } from '@/features/profile/lib/finance-display';
import { DataGrid, DataItem } from '../data-list';
import { FileTile } from '../file-tile';
import { InfoCard, stopCardClick } from '../info-card';

/** Finance block (spec part 1, section 2): money in the interface currency, growth rates with their sign. */
export function FinanceCard({ profile, onEdit }: { profile: StartupProfile; onEdit?: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const errorText = useErrorText();
  const finance = profile.startup_finance_info;
  const money = (value: number | null) => (value === null ? null : format.currency(value));
  const yoy = signedPercent(finance.monthly_revenue, language);

  const downloadTemplate = () =>
    saveFile(finance.unit_economy_template, t('profile.finance.templateFile')).catch((failure: unknown) =>
      notify.error(errorText(failure), t('files.downloadFailed')),
    );

  return (
    <InfoCard
      title={t('profile.finance.title')}
      icon={<IconChartLine size={20} stroke={1.6} color="var(--mantine-color-brand-6)" aria-hidden />}
      onEdit={onEdit}
      data-testid="card-finance"
      aside={
        finance.finance_actual_date ? (
          <Text fz="xs" c="dimmed" visibleFrom="xs">
            {t('profile.finance.updated', { date: format.date(finance.finance_actual_date) })}
          </Text>
        ) : null
      }
    >
      <DataGrid cols={3}>
        <DataItem label={t('profile.finance.annualRevenue')} value={money(finance.annual_revenue)} />
        <DataItem label={t('profile.finance.monthlyRevenue')} value={yoy ? t('profile.finance.yoy', { percent: yoy }) : null} />
        <DataItem label={t('profile.finance.mrr')} value={money(finance.mrr)} />
        <DataItem label={t('profile.finance.momGrowth')} value={signedPercent(finance.mom_growth, language)} testId="finance-mom" />
        <DataItem label={t('profile.finance.burnRate')} value={money(finance.monthly_burn_rate)} />
        <DataItem label={t('profile.finance.runrate')} value={money(finance.runrate)} />
        <DataItem label={t('profile.finance.date')} value={finance.finance_actual_date ? format.date(finance.finance_actual_date) : null} />
      </DataGrid>
      <Divider />
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {t('profile.finance.unitEconomy')}
          </Text>
          {onEdit ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={(event) => {
                stopCardClick(event);
                void downloadTemplate();
              }}
            >
              {t('profile.finance.template')}
            </Button>
          ) : null}
        </Group>
        <FileTile
          file={finance.unit_economy_file}
          label={t('profile.finance.unitEconomy')}
          emptyText={onEdit ? t('profile.finance.noUnitEconomy') : undefined}
          onAdd={onEdit}
        />
      </Stack>
    </InfoCard>
  );
}
