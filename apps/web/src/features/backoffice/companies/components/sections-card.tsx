import { Stack, Switch } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { CompanyAccount, SectionSettings } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { SectionCard } from '@/shared/ui/section-card';
import { notify } from '@/shared/ui/notify';
import { useSaveSections } from '../api/company-actions';

const sections = ['crowdfunding', 'pilots'] as const satisfies readonly (keyof SectionSettings)[];

/** The sections shown to the company: each switch saves at once; the company's menu follows over the socket. */
export function SectionsCard({ account }: { account: CompanyAccount }) {
  const { t } = useTranslation();
  const serverText = useErrorText();
  const save = useSaveSections(account.id);
  const current = account.section_settings;
  const toggle = async (section: (typeof sections)[number], shown: boolean) => {
    try {
      await save.mutateAsync({ ...current, [section]: shown });
      notify.success(t(`backoffice.sections.${shown ? 'shown' : 'hidden'}`, { section: t(`backoffice.sections.names.${section}`), name: account.name }));
    } catch (failure) {
      notify.error(apiErrorMessage(failure, serverText), t('backoffice.sections.failed'));
    }
  };
  return (
    <SectionCard title={t('backoffice.sections.title')} description={t('backoffice.sections.description')} data-testid="sections-card">
      <Stack gap="sm">
        {sections.map((section) => (
          <Switch
            key={section}
            label={t(`backoffice.sections.${section}`)}
            checked={save.isPending && save.variables ? save.variables[section] : current[section]}
            disabled={save.isPending || account.status === 'deleted'}
            onChange={(event) => void toggle(section, event.currentTarget.checked)}
            data-testid={`section-${section}`}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}
