import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { isFinalExpertStatus, type ExpertTicket } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { internalExpertKeys } from '@/shared/internal-experts/keys';
import { listInternalExperts, type InternalExpertListParams } from '@/shared/internal-experts/list-internal-experts';
import { paths } from '@/shared/paths';
import { FileAvatar } from '@/shared/ui/file-avatar';
import { SelectField } from '@/shared/ui/kit/select-field';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { useAssignInternalExpert } from '../api/assign-internal-expert';
import { personName } from '../lib/expert-card';

/** Every expert of the company, by name, as the schedule's selector lists them (spec part 1, section 9). */
const ALL_EXPERTS: InternalExpertListParams = { take: 1000, skip: 0, search: '', orderBy: 'name', orderDir: 'asc' };

/** The company's expert who does the work on the ticket, chosen from its internal experts. */
export function InternalExpertSelect({ ticket }: { ticket: ExpertTicket }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const experts = useQuery({
    queryKey: internalExpertKeys.list(ALL_EXPERTS),
    queryFn: ({ signal }) => listInternalExperts(ALL_EXPERTS, signal),
  });
  const assign = useAssignInternalExpert(ticket.id);
  const chosen = ticket.internal_expert;
  const options = (experts.data?.experts ?? []).map((expert) => ({ value: expert.id, label: personName(expert) }));
  // The assigned expert stays shown while the list loads, or if it was removed from the list since.
  if (chosen && !options.some((option) => option.value === chosen.id)) options.unshift({ value: chosen.id, label: personName(chosen) });

  const choose = (value: string | null) => {
    if (value === (chosen?.id ?? null)) return;
    assign.mutate(value, {
      onSuccess: () => notify.info(t('applications.expert.internalExpert.saved')),
      onError: (failure) => notify.error(apiErrorMessage(failure, errorText), t('applications.expert.internalExpert.failed')),
    });
  };

  return (
    <SectionCard title={t('applications.expert.internalExpert.title')} data-testid="expert-internal-expert">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-end">
          {chosen ? <FileAvatar path={chosen.logo_file?.path} name={personName(chosen)} alt="" size={36} radius="xl" mb={2} /> : null}
          <SelectField
            style={{ flex: 1, minWidth: 0 }}
            label={t('applications.expert.internalExpert.label')}
            placeholder={t('applications.expert.internalExpert.placeholder')}
            data={options}
            value={chosen?.id ?? null}
            onChange={choose}
            clearable
            clearButtonProps={{ 'aria-label': t('applications.expert.internalExpert.clear') }}
            disabled={assign.isPending || isFinalExpertStatus(ticket.status)}
            error={experts.isError ? t('applications.expert.internalExpert.loadFailed') : undefined}
          />
        </Group>
        {experts.data && experts.data.total === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('applications.expert.internalExpert.noExperts')}{' '}
            <Anchor component={Link} to={paths.cabinet.profile()} fz="sm">
              {t('applications.expert.internalExpert.addExperts')}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
