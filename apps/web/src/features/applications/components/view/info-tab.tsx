import { Button, Stack, Text, Timeline } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconHistory } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ClientTicketType, FileRef, TicketDetail } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { saveFile } from '@/shared/files/open-file';
import { useFormatters } from '@/shared/format/use-formatters';
import { FiledFormFields } from '@/shared/filed-form/filed-form-fields';
import { FileLine } from '@/shared/ui/file-line';
import { SectionCard } from '@/shared/ui/section-card';
import { notify } from '@/shared/ui/notify';
import { ticketFileGroups } from '@/features/applications/lib/ticket-info';

/** The info tab: the filed form, its documents and the status history. */
export function InfoTab({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const groups = ticketFileGroups(ticket.files);
  return (
    <Stack gap="lg">
      <SectionCard padding="xl" title={t('applications.view.details')}>
        <FiledFormFields type={ticket.type_ticket as ClientTicketType} form={ticket.form} />
      </SectionCard>
      {groups.length > 0 ? (
        <SectionCard padding="xl" title={t('applications.view.files')}>
          <Stack gap="md">
            {groups.map((group) => (
              <Stack key={group.field} gap="xs">
                <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
                  {t(`applications.fields.${group.field}`)}
                </Text>
                {group.files.map((file) => (
                  <FileRow key={file.id} file={file} />
                ))}
              </Stack>
            ))}
          </Stack>
        </SectionCard>
      ) : null}
      {ticket.history.length > 0 ? <History ticket={ticket} /> : null}
    </Stack>
  );
}

/** A filed document: its name and size, saved on demand (downloads need the session token). */
function FileRow({ file }: { file: FileRef }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const download = () => saveFile(file.path, file.name).catch((failure: unknown) => notify.error(errorText(failure), t('files.downloadFailed')));
  return (
    <FileLine
      file={file}
      action={
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-label={t('applications.view.downloadOf', { name: file.name })}
          onClick={() => void download()}
        >
          {t('applications.view.download')}
        </Button>
      }
    />
  );
}

/** Every status the application passed, oldest first, with the manager's comment. */
function History({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const title = (status: string) => t(`applications.status.${status as 'registred'}.title`);
  return (
    <SectionCard padding="xl" title={t('applications.view.history')}>
      <Timeline active={ticket.history.length - 1} bulletSize={24} lineWidth={2}>
        {ticket.history.map((move, index) => (
          <Timeline.Item
            key={`${move.date}-${index}`}
            bullet={index === 0 ? <IconHistory size={14} aria-hidden /> : <IconCircleCheck size={14} aria-hidden />}
            title={
              move.from === null ? t('applications.view.historyFiled') : t('applications.view.historyMove', { from: title(move.from), to: title(move.to) })
            }
          >
            <Text fz="xs" c="dimmed">
              {format.dateTime(move.date)}
            </Text>
            {move.comment ? (
              <Text fz="sm" mt={4}>
                {move.comment}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
