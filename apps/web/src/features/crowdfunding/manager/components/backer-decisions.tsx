import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { BackerTarget } from './backer-target';
import { ConfirmBackerModal } from './confirm-backer-modal';
import { RejectBackerModal } from './reject-backer-modal';

/** Confirm and Reject for a waiting backer, each opening its dialog. */
export function BackerDecisions({ target }: { target: BackerTarget }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'confirm' | 'reject' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="compact-sm"
          leftSection={<IconCheck size={16} aria-hidden />}
          onClick={() => setOpen('confirm')}
          aria-label={t('manageCrowdfunding.confirm.openFor', { name: target.name })}
        >
          {t('manageCrowdfunding.confirm.open')}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => setOpen('reject')}
          aria-label={t('manageCrowdfunding.reject.openFor', { name: target.name })}
        >
          {t('manageCrowdfunding.reject.open')}
        </Button>
      </Group>
      <ConfirmBackerModal target={open === 'confirm' ? target : null} onClose={close} />
      <RejectBackerModal target={open === 'reject' ? target : null} onClose={close} />
    </>
  );
}
