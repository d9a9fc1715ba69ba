import { Center } from '@mantine/core';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '@/shared/lib/load-chunk';
import { ChunkLoadFailed, SomethingWentWrong } from '@/shared/ui/states';

/**
 * Last resort for a screen that throws while rendering or whose code chunk failed to load (a new
 * release replaced it, or it stalled 120 s): reloading fetches the current files.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const reload = () => window.location.reload();
  return (
    <Center mih="100dvh" p="md">
      {isChunkLoadError(error) ? <ChunkLoadFailed onReload={reload} /> : <SomethingWentWrong framed={false} headingOrder={1} error={error} onRetry={reload} />}
    </Center>
  );
}
