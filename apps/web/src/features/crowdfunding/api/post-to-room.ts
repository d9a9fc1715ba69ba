import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roomPostSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { roomPostsPath } from './list-room-posts';
import { roomKey } from './view-keys';

/** `POST /api/v1/crowdfunding/{id}/room/posts`. */
export function usePostToRoom(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => roomPostSchema.parse(await api.post(roomPostsPath(id), { text })),
    onSuccess: () => client.invalidateQueries({ queryKey: roomKey(id) }),
  });
}
