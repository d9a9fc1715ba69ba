import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROOM_PAGE_SIZE, roomPostListSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { roomKey } from './view-keys';

export const roomPostsPath = (id: string) => `/api/v1/crowdfunding/${encodeURIComponent(id)}/room/posts`;

/** `GET /api/v1/crowdfunding/{id}/room/posts`: page `page` (from 1) of the discussion, newest first. */
export const roomPostsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: [...roomKey(id), page],
    queryFn: async ({ signal }) =>
      roomPostListSchema.parse(await api.get(roomPostsPath(id), { query: { take: ROOM_PAGE_SIZE, skip: (page - 1) * ROOM_PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
    // A refusal (403 not a member, 409 not open yet) stays what it is: no second try.
    retry: false,
  });

export const useRoomPosts = (id: string, page: number) => useQuery(roomPostsQueryOptions(id, page));
