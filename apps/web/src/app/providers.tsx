import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../shared/api/query-client';
import { SessionProvider } from '../shared/session/session-provider';
import { RealtimeBridge } from '../shared/realtime/realtime-bridge';
import { TimeZoneReporter } from '../shared/session/time-zone-reporter';
import { NOTIFY_AUTO_CLOSE_MS } from '../shared/ui/notify';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/* Spec: bottom right, at most three at once. */}
      <Notifications position="bottom-right" limit={3} autoClose={NOTIFY_AUTO_CLOSE_MS} zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RealtimeBridge />
          <TimeZoneReporter />
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
