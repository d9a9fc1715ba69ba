import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchBlob } from '@/shared/api/fetch-blob';

const FILE_URL_KEY = 'file-url';
const watched = new WeakSet<QueryClient>();

/** Object URLs live as long as their cache entry: a removed entry releases its bytes. */
function revokeOnRemoval(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[0] !== FILE_URL_KEY) return;
    const url = event.query.state.data;
    if (typeof url === 'string') URL.revokeObjectURL(url);
  });
}

/**
 * A stored file (a logo, an avatar) as an address an `<img>` can show: files need the bearer
 * token, so they are fetched and kept as object URLs. Null while loading, failed or without a path.
 */
export function useFileUrl(path: string | null | undefined): string | null {
  const client = useQueryClient();
  revokeOnRemoval(client);
  const { data } = useQuery({
    queryKey: [FILE_URL_KEY, path ?? ''],
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchBlob(path!, signal)),
    enabled: Boolean(path),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
  });
  return path ? (data ?? null) : null;
}
