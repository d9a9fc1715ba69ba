import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/shared/api/query-client';
import { ReauthHost } from '@/shared/session/reauth-host';
import { SessionProvider, prefetchSessionUser } from '@/shared/session/session-provider';
import { RealtimeBridge } from '@/shared/realtime/realtime-bridge';
import { NotificationsHost } from '@/shared/ui/notifications-host';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchSessionUser(client);
    return client;
  });
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RealtimeBridge />
          <ReauthHost />
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
