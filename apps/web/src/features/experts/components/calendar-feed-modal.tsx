import { useState } from 'react';
import { ActionIcon, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { HoverTooltip } from '@/shared/ui/hover-tooltip';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { InternalExpert } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { formatDateTime } from '@/shared/format/date';
import { useLanguage } from '@/shared/i18n/use-language';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { useCopyToClipboard } from '@/shared/ui/copy-to-clipboard';
import { notify } from '@/shared/ui/notify';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';

/**
 * An internal expert's private calendar feed: whether one exists, making or replacing it (its
 * address is shown once, with a copy button and how to subscribe), and revoking it after a confirmation.
 */
export function CalendarFeedModal({ expert, onClose }: { expert: InternalExpert | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={expert !== null} onClose={onClose} title={t('calendarFeed.title', { name: expert ? `${expert.name} ${expert.surname}` : '' })}>
      {expert ? <FeedBody key={expert.id} expertId={expert.id} /> : null}
    </AppModal>
  );
}

function FeedBody({ expertId }: { expertId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const feed = useCalendarFeed(expertId);
  const create = useCreateCalendarFeed(expertId);
  const revoke = useRevokeCalendarFeed(expertId);
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { copied, copy } = useCopyToClipboard();

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setUrl(made.url);
        setConfirming(false);
      },
      onError: (err) => notify.error(errorText(err)),
    });
  const remove = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirming(false);
        notify.success(t('calendarFeed.revoked'));
      },
      onError: (err) => notify.error(errorText(err)),
    });

  if (feed.isPending) return <Loader aria-label={t('common.loading')} />;
  if (feed.isError) return <Text c="red">{errorText(feed.error)}</Text>;
  const createdAt = feed.data.created_at;
  const busy = create.isPending || revoke.isPending;

  return (
    <Stack gap="md">
      <Text>{t('calendarFeed.intro')}</Text>
      {url ? (
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput label={t('calendarFeed.address')} value={url} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
            <HoverTooltip label={copied ? t('calendarFeed.copied') : t('calendarFeed.copy')} withArrow>
              <ActionIcon size="lg" variant="light" color={copied ? 'teal' : undefined} onClick={() => copy(url)} aria-label={t('calendarFeed.copy')}>
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </HoverTooltip>
          </Group>
          <Text size="sm" c="dimmed">
            {t('calendarFeed.onceOnly')}
          </Text>
          <Text size="sm">{t('calendarFeed.howGoogle')}</Text>
          <Text size="sm">{t('calendarFeed.howOutlook')}</Text>
        </Stack>
      ) : createdAt ? (
        <Text>{t('calendarFeed.exists', { date: formatDateTime(createdAt, language) })}</Text>
      ) : (
        <Text>{t('calendarFeed.none')}</Text>
      )}
      {confirming ? (
        <Stack gap="xs" role="alertdialog" aria-label={t('calendarFeed.revokeTitle')}>
          <Text fw={600}>{t('calendarFeed.revokeTitle')}</Text>
          <Text size="sm">{t('calendarFeed.revokeText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={remove} loading={revoke.isPending}>
              {t('calendarFeed.revokeConfirm')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="flex-end" gap="sm">
          {createdAt ? (
            <Button variant="default" color="red" onClick={() => setConfirming(true)} disabled={busy}>
              {t('calendarFeed.revoke')}
            </Button>
          ) : null}
          <Button onClick={make} loading={create.isPending} disabled={busy}>
            {createdAt ? t('calendarFeed.rotate') : t('calendarFeed.create')}
          </Button>
        </Group>
      )}
      {createdAt && !url && !confirming ? (
        <Text size="sm" c="dimmed">
          {t('calendarFeed.rotateHint')}
        </Text>
      ) : null}
    </Stack>
  );
}
