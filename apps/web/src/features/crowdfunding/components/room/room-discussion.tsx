import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ROOM_PAGE_SIZE, type RoomPost, type RoomPostList } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { FileAvatar } from '@/shared/ui/file-avatar';
import { ContentLoader } from '@/shared/ui/loaders';
import { Pager } from '@/shared/ui/pager';
import { SectionCard } from '@/shared/ui/section-card';
import { SomethingWentWrong } from '@/shared/ui/states';
import { RoomPostForm } from './room-post-form';

/** The room's discussion: the form, then the posts newest first, a page at a time. */
export function RoomDiscussion({
  roundId,
  query,
  page,
  onPage,
  title,
  aside,
}: {
  roundId: string;
  query: UseQueryResult<RoomPostList>;
  page: number;
  onPage: (page: number) => void;
  /** The section's heading: the discussion's, unless the page names the room itself. */
  title?: string;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ROOM_PAGE_SIZE)) : 1;
  return (
    <SectionCard
      title={title ?? t('backersRoom.discussion.title')}
      aside={aside}
      description={data ? t('backersRoom.discussion.total', { count: data.total }) : undefined}
      data-testid="room-discussion"
    >
      {/* A new post is the newest: the first page shows it. */}
      <RoomPostForm roundId={roundId} onSent={() => onPage(1)} />
      {!data ? (
        query.isError ? (
          <SomethingWentWrong framed={false} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ContentLoader />
        )
      ) : data.posts.length === 0 ? (
        <Text c="dimmed">{t('backersRoom.discussion.empty')}</Text>
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
          <Stack gap="lg" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.posts.map((post) => (
              <PostItem key={post.id} post={post} />
            ))}
          </Stack>
          <Pager page={Math.min(page, pages)} pages={pages} onChange={onPage} />
        </Stack>
      )}
    </SectionCard>
  );
}

function PostItem({ post }: { post: RoomPost }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const author = post.author;
  const name = author ? (author.company_name ?? t('roles.manager')) : t('backersRoom.discussion.formerMember');
  return (
    <Group component="li" gap="sm" align="flex-start" wrap="nowrap" data-testid="room-post" data-role={author?.role ?? 'none'}>
      <FileAvatar path={author?.logo?.path} name={name} alt="" radius="xl" size={40} color={author?.role === 'manager' ? 'gray' : 'brand'} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {author && author.role !== 'manager' ? (
            <Text fz="xs" c="dimmed">
              {t(`roles.${author.role}`)}
            </Text>
          ) : null}
          <Text fz="xs" c="dimmed" component="time" dateTime={post.created_at}>
            {format.dateTime(post.created_at)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.text}</Text>
      </Stack>
    </Group>
  );
}
