import { useState, type DragEvent } from 'react';
import { Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * Where a visitor drops a PDF or chooses one. The button (a real file input) is the way in for the
 * keyboard and screen readers; dropping on the frame is a shortcut for the mouse.
 */
export function PdfDrop({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const take = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={take}
      style={{ borderStyle: 'dashed', borderWidth: 2, background: over ? 'var(--mantine-color-brand-light)' : undefined }}
      data-testid="verify-drop"
    >
      <Stack align="center" gap="sm">
        <IconFileTypePdf size={40} stroke={1.4} color="var(--mantine-color-brand-6)" aria-hidden />
        <Text fw={600} ta="center">
          {t('verify.drop')}
        </Text>
        <FileButton
          onChange={(file) => file && onFile(file)}
          accept="application/pdf,.pdf"
          disabled={disabled}
          inputProps={{ 'aria-label': t('verify.choose') }}
        >
          {(props) => (
            <Button {...props} variant="light">
              {t('verify.choose')}
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed" ta="center" maw={420}>
          {t('verify.privacy')}
        </Text>
      </Stack>
    </Paper>
  );
}
