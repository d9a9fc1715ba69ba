import { Center } from '@mantine/core';
import { useRouteError } from 'react-router';
import { SomethingWentWrong } from '../../shared/ui/states';

/**
 * Last resort for a screen that throws while rendering or whose code chunk failed to load (a new
 * release replaced it): reloading fetches the current files.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <SomethingWentWrong framed={false} headingOrder={1} onRetry={() => window.location.reload()} />
    </Center>
  );
}
