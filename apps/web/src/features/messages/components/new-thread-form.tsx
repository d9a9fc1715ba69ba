import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PageHeader } from '@/shared/ui/page-header';
import { ComposeForm, type ComposeFormProps } from './compose-form';

/** The words of a new thread's screen: a company writes to the managers, a manager writes to a company. */
export interface NewThreadCopy {
  title: string;
  description: string;
  submitLabel: string;
  placeholders?: ComposeFormProps['placeholders'];
}

/** A new thread's screen: header and the form with a subject; a company's words unless told otherwise. */
export function NewThreadForm({
  eyebrow,
  meta,
  copy,
  onSend,
}: {
  eyebrow?: string;
  meta?: ReactNode;
  copy?: NewThreadCopy;
  onSend: ComposeFormProps['onSend'];
}) {
  const { t } = useTranslation();
  const words = copy ?? { title: t('pages.messageNew'), description: t('messages.newIntro'), submitLabel: t('messages.send') };
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={eyebrow ?? t('pages.messages')} title={words.title} description={words.description} meta={meta} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <ComposeForm withTitle submitLabel={words.submitLabel} placeholders={words.placeholders} onSend={onSend} />
      </Paper>
    </Stack>
  );
}
