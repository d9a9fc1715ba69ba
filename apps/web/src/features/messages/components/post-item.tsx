import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconHeadset } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Post } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { saveFile } from '@/shared/files/open-file';
import { useFormatters } from '@/shared/format/use-formatters';
import { initials } from '@/shared/lib/initials';
import { FileLine } from '@/shared/ui/file-line';
import { notify } from '@/shared/ui/notify';

/** One post: who wrote it and when, the text as written (plain text, line breaks kept), its files. */
export function PostItem({ post }: { post: Post }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const byManager = post.author === 'manager';
  const author = byManager ? t('messages.platformManager') : (post.author_name ?? t('messages.company'));
  const download = (file: Post['files'][number]) =>
    saveFile(file.path, file.name).catch((failure: unknown) => notify.error(errorText(failure), t('files.downloadFailed')));
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t('messages.post.label', { author })}
      bg={byManager ? 'var(--mantine-color-brand-0)' : undefined}
      data-testid="thread-post"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar color={byManager ? 'brand' : 'gray'} radius="xl" size={32}>
            {byManager ? <IconHeadset size={18} aria-hidden /> : initials(author)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm" truncate="end">
              {author}
            </Text>
            <Text fz="xs" c="dimmed">
              {format.dateTime(post.created_at)}
            </Text>
          </Stack>
        </Group>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {post.text}
        </Text>
        {post.files.length > 0 ? (
          <Stack gap="xs" role="list" aria-label={t('messages.post.files')}>
            {post.files.map((file) => (
              <FileLine
                key={file.id}
                role="listitem"
                density="sm"
                file={file}
                action={
                  <Button
                    variant="light"
                    size="compact-sm"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    aria-label={t('messages.post.download', { name: file.name })}
                    onClick={() => void download(file)}
                  >
                    {t('messages.post.downloadShort')}
                  </Button>
                }
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
