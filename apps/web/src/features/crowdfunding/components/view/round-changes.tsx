import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { changeFieldNames, type ChangeField, type RoundChange } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { SectionCard } from '@/shared/ui/section-card';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useChanges } from '@/features/crowdfunding/api/list-changes';

/**
 * The round's change log (issue 30): each change of terms with its date, the startup's reason,
 * every field before and after, and the backers' deadline to reconfirm; each notice of an early
 * close with its new last day. Left out while the round has none.
 */
export function RoundChanges({ roundId, signedIn }: { roundId: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const query = useChanges(roundId, signedIn);
  if (query.isError)
    return (
      <SectionCard title={t('roundTerms.changes.title')} data-testid="round-changes">
        <SomethingWentWrong framed={false} error={query.error} onRetry={() => void query.refetch()} description={t('roundTerms.changes.failed')} />
      </SectionCard>
    );
  if (!query.data?.length) return null;
  return (
    <SectionCard title={t('roundTerms.changes.title')} data-testid="round-changes">
      <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.map((change, index) => (
          <ChangeItem key={change.id} change={change} first={index === 0} />
        ))}
      </Stack>
    </SectionCard>
  );
}

/** One entry of the log: also what a backer reads before it reconfirms. */
export function ChangeItem({ change, first }: { change: RoundChange; first: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const shown: Record<ChangeField, (value: unknown) => string> = {
    investment_min: (v) => format.currency(Number(v)),
    investment_max: (v) => format.currency(Number(v)),
    conditions_of_deal: (v) => String(v ?? ''),
    expire: (v) => format.date(String(v)),
  };
  const fields = changeFieldNames.filter((field) => change.after[field] !== undefined);
  return (
    <Stack gap="xs" component="li" data-testid="round-change" data-kind={change.kind}>
      {first ? null : <Divider />}
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={change.kind === 'close' ? 'orange' : 'blue'} radius="sm" tt="none">
          {t(`roundTerms.changes.kind.${change.kind}`)}
        </Badge>
        <Text fz="sm" c="dimmed" component="span">
          {format.date(change.created_at)}
        </Text>
      </Group>
      {change.reason ? (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{t('roundTerms.changes.reason', { reason: change.reason })}</Text>
      ) : null}
      <Stack gap={4} component="dl" m={0}>
        {fields.map((field) => (
          <div key={field}>
            <Text component="dt" fz="sm" fw={600}>
              {t(`roundTerms.changes.fields.${field}`)}
            </Text>
            <Text component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }} data-field={field}>
              {t('roundTerms.changes.change', { before: shown[field](change.before[field]), after: shown[field](change.after[field]) })}
            </Text>
          </div>
        ))}
      </Stack>
      {change.reconfirm_by ? (
        <Text fz="sm" c="dimmed">
          {t('roundTerms.changes.reconfirmBy', { date: format.date(change.reconfirm_by) })}
        </Text>
      ) : null}
    </Stack>
  );
}
