import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROOM_PAGE_SIZE, roomPostListSchema, roomPostSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';

/** Under the `crowdfunding` root: a post's socket event makes the open room read its page again. */
const roomKey = (id: string) => [...queryKeys.crowdfunding, 'room', id] as const;
const postsPath = (id: string) => `/api/v1/crowdfunding/${encodeURIComponent(id)}/room/posts`;

/** `GET /api/v1/crowdfunding/{id}/room/posts`: page `page` (from 1) of the discussion, newest first. */
export function useRoomPosts(id: string, page: number) {
  return useQuery({
    queryKey: [...roomKey(id), page],
    queryFn: async ({ signal }) =>
      roomPostListSchema.parse(await api.get(postsPath(id), { query: { take: ROOM_PAGE_SIZE, skip: (page - 1) * ROOM_PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
    // A refusal (403 not a member, 409 not open yet) stays what it is: no second try.
    retry: false,
  });
}

/** `POST /api/v1/crowdfunding/{id}/room/posts`. */
export function usePostToRoom(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => roomPostSchema.parse(await api.post(postsPath(id), { text })),
    onSuccess: () => client.invalidateQueries({ queryKey: roomKey(id) }),
  });
}
