import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { ComposeForm, type ComposeFormProps } from './compose-form';

/** A new thread's screen: header and the form with a subject. */
export function NewThreadForm({ eyebrow, onSend }: { eyebrow?: string; onSend: ComposeFormProps['onSend'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={eyebrow ?? t('pages.messages')} title={t('pages.messageNew')} description={t('messages.newIntro')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <ComposeForm withTitle submitLabel={t('messages.send')} onSend={onSend} />
      </Paper>
    </Stack>
  );
}
