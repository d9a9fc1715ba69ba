import type { ReactNode } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { MODAL_WIDTH } from '@/shared/ui/kit/app-modal';
import classes from './edit-modal-frame.module.css';

export interface EditModalFrameProps {
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
  children: ReactNode;
}

/**
 * The frame of the profile edit dialogs: an info-wide window whose Cancel and Save stay in view
 * under long forms. While saving it cannot be closed (spec part 2, section 4).
 */
export function EditModalFrame({ onClose, onSave, saving, children }: EditModalFrameProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={saving ? () => undefined : onClose}
      title={t('profile.edit.title')}
      size={MODAL_WIDTH.info}
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
      withCloseButton={!saving}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' }, body: { paddingBottom: 0 } }}
    >
      {children}
      <Group justify="flex-end" gap="sm" className={classes.footer}>
        <Button variant="default" onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onSave} loading={saving}>
          {t('profile.edit.save')}
        </Button>
      </Group>
    </Modal>
  );
}
