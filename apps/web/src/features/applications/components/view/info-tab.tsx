import { Badge, Button, Group, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconHistory } from '@tabler/icons-react';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { optionsOf, type FileRef, type TicketDetail, type ClientTicketType } from '@platform/contract';
import { useHandbooks } from '../../../../shared/api/get-handbooks';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { saveFile } from '../../../../shared/files/open-file';
import { useFormatters } from '../../../../shared/format/use-formatters';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { handbookNames } from '../../../../shared/lib/handbook-options';
import { FileLine } from '../../../../shared/ui/file-line';
import { SectionCard } from '../../../../shared/ui/section-card';
import { notify } from '../../../../shared/ui/notify';
import { ticketFileGroups, ticketInfoRows, type InfoValue } from '../../lib/ticket-info';
import { methodLabels } from '../../lib/labels';

/** The info tab: the filed form, its documents and the status history. */
export function InfoTab({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const rows = ticketInfoRows(ticket.type_ticket as ClientTicketType, ticket.form);
  const groups = ticketFileGroups(ticket.files);
  return (
    <Stack gap="lg">
      <SectionCard padding="xl" title={t('applications.view.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          {rows.map((row) => (
            <Stack key={row.field} gap={2} style={{ minWidth: 0 }} data-testid={`info-${row.field}`}>
              <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
                {t(`applications.fields.${row.field}`)}
              </Text>
              <Text component="div" fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                <Value value={row.value} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
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


function Value({ value }: { value: InfoValue }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const handbooks = useHandbooks();
  switch (value.kind) {
    case 'text':
      return <>{value.text}</>;
    case 'option':
      return <>{optionsOf(value.list, language).find((option) => option.id === value.code)?.name ?? value.code}</>;
    case 'amount':
      return <>{format.currency(value.value)}</>;
    case 'tbd':
      return <>{t('applications.view.tbd')}</>;
    case 'range': {
      const show = (n: number) => (value.unit === 'currency' ? format.currency(n) : format.percent(n));
      if (value.min !== null && value.max !== null) return <>{t('applications.view.rangeBetween', { min: show(value.min), max: show(value.max) })}</>;
      if (value.min !== null) return <>{t('applications.view.rangeFrom', { min: show(value.min) })}</>;
      return <>{t('applications.view.rangeTo', { max: show(value.max ?? 0) })}</>;
    }
    case 'date':
      return <>{format.date(parseISO(value.value))}</>;
    case 'flag':
      return <>{value.value ? t('applications.view.yes') : t('applications.view.no')}</>;
    case 'handbook': {
      const names = handbookNames(value.ids, handbooks.data?.[value.list]);
      return (
        <Group gap={6}>
          {names.map((name) => (
            <Badge key={name} variant="light" color="gray" radius="sm" tt="none" fw={600}>
              {name}
            </Badge>
          ))}
        </Group>
      );
    }
    case 'feedback':
      return <>{`${t(methodLabels[value.method])}: ${value.value}`}</>;
  }
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
        <Button variant="light" size="compact-sm" leftSection={<IconDownload size={16} aria-hidden />} aria-label={t('applications.view.downloadOf', { name: file.name })} onClick={() => void download()}>
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
            title={move.from === null ? t('applications.view.historyFiled') : t('applications.view.historyMove', { from: title(move.from), to: title(move.to) })}
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
