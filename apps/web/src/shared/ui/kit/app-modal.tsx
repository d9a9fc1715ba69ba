import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** Widths of the spec's dialogs (part 2, section 9). */
export const MODAL_WIDTH = { small: 488, info: 992 } as const;

export interface AppModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  onApply?: () => void;
  applyLabel?: string;
  /** The dismissing button's words where "Cancel" would read as the action itself (cancelling a commitment). */
  cancelLabel?: string;
  /** While applying, the dialog cannot be closed: no close button, Escape or outside click. */
  applying?: boolean;
  /** The apply button waits for the dialog's input, e.g. a typed confirmation. */
  applyDisabled?: boolean;
  /** `red` for a dialog that destroys something. */
  applyColor?: string;
  size?: keyof typeof MODAL_WIDTH;
}

export function AppModal({
  opened,
  onClose,
  title,
  children,
  onApply,
  applyLabel,
  cancelLabel,
  applying = false,
  applyDisabled = false,
  applyColor,
  size = 'small',
}: AppModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={applying ? () => undefined : onClose}
      title={title}
      size={MODAL_WIDTH[size]}
      closeOnEscape={!applying}
      closeOnClickOutside={!applying}
      withCloseButton={!applying}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        {children}
        {onApply ? (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={applying}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
            <Button onClick={onApply} loading={applying} disabled={applyDisabled} color={applyColor}>
              {applyLabel ?? t('common.apply')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
