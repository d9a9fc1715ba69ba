import { useState } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLanguage } from '@/shared/i18n/use-language';
import { currencyAffix } from '@/shared/format/currency-unit';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { MultiSelectField, SelectField } from '@/shared/ui/kit/select-field';
import { RangeField } from '@/shared/ui/kit/range-field';
import { DateField } from '@/shared/ui/kit/date-field';
import type { NumberRange } from '@/shared/ui/kit/range';
import { DemoBlock } from './demo-block';
import { demoIndustries, demoRounds } from './demo-options';

/** Crowdfunding filter bounds (spec part 2, section 5). */
const INVESTMENT_UPPER = 9_999_999_999;

export function SelectDemo() {
  const { t } = useTranslation();
  const [round, setRound] = useState<string | null>('seed');
  const [industry, setIndustry] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const handbooks = useHandbooks();
  const countries = handbooks.data?.countries.map((item) => ({ value: String(item.id), label: item.name })) ?? [];
  return (
    <DemoBlock title={t('demo.select.title')} note={t('demo.select.note')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <SelectField label={t('demo.fields.round')} data={demoRounds(t)} value={round} onChange={setRound} />
        <SelectField
          label={t('demo.fields.industry')}
          placeholder={t('demo.select.placeholder')}
          data={demoIndustries(t)}
          value={industry}
          onChange={setIndustry}
          nothingFoundMessage={t('states.noResults.title')}
        />
        <SelectField
          label={t('demo.fields.country')}
          description={t('demo.select.fromServer')}
          placeholder={handbooks.isPending ? t('common.loading') : t('demo.select.placeholder')}
          data={countries}
          value={country}
          onChange={setCountry}
          disabled={!handbooks.data}
          error={handbooks.isError ? t('states.error.unknown.title') : undefined}
          nothingFoundMessage={t('states.noResults.title')}
        />
      </SimpleGrid>
    </DemoBlock>
  );
}

export function MultiSelectDemo() {
  const { t } = useTranslation();
  const [industries, setIndustries] = useState<string[]>([]);
  return (
    <DemoBlock title={t('demo.multiSelect.title')} note={t('demo.multiSelect.note')}>
      <Stack gap="xs" maw={520}>
        <MultiSelectField
          label={t('demo.fields.industries')}
          placeholder={t('demo.select.placeholder')}
          data={demoIndustries(t)}
          value={industries}
          onChange={setIndustries}
          nothingFoundMessage={t('states.noResults.title')}
        />
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t('common.selectedCount', { count: industries.length })}
        </Text>
      </Stack>
    </DemoBlock>
  );
}

export function RangeSelectDemo() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [investments, setInvestments] = useState<NumberRange>({ min: 100_000, max: 50_000 });
  const [raised, setRaised] = useState<NumberRange>({ min: 20, max: 80 });
  const currency = currencyAffix(language);
  return (
    <DemoBlock title={t('demo.rangeSelect.title')} note={t('demo.rangeSelect.note')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RangeField label={t('demo.fields.investments')} value={investments} onChange={setInvestments} lower={0} upper={INVESTMENT_UPPER} {...currency} />
        <RangeField label={t('demo.fields.raised')} value={raised} onChange={setRaised} lower={0} upper={100} suffix="%" />
      </SimpleGrid>
    </DemoBlock>
  );
}

export function DateSelectDemo() {
  const { t } = useTranslation();
  const [expire, setExpire] = useState<string | null>(null);
  const [updated, setUpdated] = useState<string | null>(null);
  return (
    <DemoBlock title={t('demo.dateSelect.title')} note={t('demo.dateSelect.note')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DateField label={t('demo.fields.expire')} value={expire} onChange={setExpire} />
        <DateField label={t('demo.fields.financeDate')} value={updated} onChange={setUpdated} allowPast required={false} />
      </SimpleGrid>
    </DemoBlock>
  );
}
