import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { RoundChange } from '@platform/contract';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { ContentLoader } from '@/shared/ui/loaders';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useChanges } from '@/features/crowdfunding/api/list-changes';
import { useKiisVersions } from '@/features/crowdfunding/api/kiis';
import { KiisNotice } from './kiis-card';
import { ChangeItem } from './round-changes';

/** The change a backing is asked to reconfirm: the change of terms naming its deadline, else the newest change of terms. */
export function changeToReconfirm(changes: RoundChange[], reconfirmBy: string): RoundChange | null {
  const terms = changes.filter((change) => change.kind === 'terms');
  return terms.find((change) => change.reconfirm_by === reconfirmBy) ?? terms[0] ?? null;
}

/**
 * Before a backer reconfirms, the dialog shows what changed (the fields before and after, the
 * reason) and the sheet of key information made from them: it agrees to the new terms knowingly,
 * from the round's view or its portfolio.
 */
export function ReconfirmModal({
  roundId,
  reconfirmBy,
  opened,
  onClose,
  onConfirm,
  confirming,
}: {
  roundId: string;
  reconfirmBy: string;
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirming: boolean;
}) {
  const { t } = useTranslation();
  const changes = useChanges(roundId, true);
  const change = changes.data ? changeToReconfirm(changes.data, reconfirmBy) : null;
  const kiis = useKiisVersions(roundId, true, opened).data?.find((version) => version.current) ?? null;
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t('roundTerms.reconfirm.dialogTitle')}
      onApply={onConfirm}
      applyLabel={t('roundTerms.reconfirm.confirm')}
      applying={confirming}
      applyDisabled={!change}
    >
      <Text fz="sm">{t('roundTerms.reconfirm.dialogText')}</Text>
      {changes.isError ? (
        <SomethingWentWrong framed={false} error={changes.error} onRetry={() => void changes.refetch()} description={t('roundTerms.changes.failed')} />
      ) : change ? (
        <Stack component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="reconfirm-change">
          <ChangeItem change={change} first />
        </Stack>
      ) : (
        <ContentLoader />
      )}
      <KiisNotice roundId={roundId} version={kiis} text={t('kiis.reconfirmNotice', { version: kiis?.version })} />
    </AppModal>
  );
}
