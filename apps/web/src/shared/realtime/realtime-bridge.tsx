import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { useSession } from '../session/session-context';
import { tokenStore } from '../session/token-store';

/** One socket per signed-in tab, same origin, token in the handshake; none while logged out. */
export function RealtimeBridge() {
  const { state } = useSession();
  const userId = state.status === 'loggedIn' ? state.user.id : null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    let socket: Socket | undefined;
    let cancelled = false;
    // socket.io-client and the event handling (with the contract's schemas) load only for
    // signed-in users, outside the first screen's bundle.
    void Promise.all([import('socket.io-client'), import('./events')]).then(([{ io }, { handleRealtimeEvent, invalidatedOnConnect, realtimeEvents }]) => {
      if (cancelled) return;
      socket = io({
        path: '/socket.io',
        // A function, so reconnects present the token as renewed since the first handshake.
        auth: (send) => send({ token: tokenStore.get() }),
      });
      // A handshake refused as 'unavailable' (the server's database is away) is not retried by
      // socket.io itself; a signed-in tab tries again after the server's Retry-After of 5 s.
      socket.on('connect_error', (err) => {
        if (err.message !== 'unavailable') return;
        setTimeout(() => {
          if (!cancelled) socket?.connect();
        }, 5_000);
      });
      socket.on('connect', () => {
        for (const queryKey of invalidatedOnConnect) void queryClient.invalidateQueries({ queryKey });
      });
      for (const event of realtimeEvents) {
        socket.on(event, (payload: unknown) => handleRealtimeEvent(queryClient, event, payload));
      }
    });
    return () => {
      cancelled = true;
      socket?.disconnect();
    };
  }, [userId, queryClient]);

  return null;
}
