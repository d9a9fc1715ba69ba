import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { i18n } from '@/shared/i18n/i18n';
import { getUserInfo } from '@/shared/session/api/get-user-info';
import { useSession } from '@/shared/session/session-context';
import { isServerRefusal, sessionEndedBy } from '@/shared/session/session-ended';
import { notifySessionEnded } from '@/shared/session/notify-session-ended';
import { tokenStore } from '@/shared/session/token-store';

/** One socket per signed-in tab, same origin, token in the handshake; none while logged out. */
export function RealtimeBridge() {
  const { state, logout } = useSession();
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
        // A WebSocket first: one connection, so a proxy that spreads requests over several server
        // processes without sticky sessions still works; long polling only where WebSockets are
        // blocked (its requests must then reach one process: docs/deployment.md).
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
        // A function, so reconnects present the token as renewed since the first handshake.
        auth: (send) => send({ token: tokenStore.get() }),
      });
      // The server closed this connection (it ended the account's sessions: a block, a password
      // reset) or refused it again: the session is checked at once. A 401 signs the tab out with the
      // server's reason; anything else (the server restarting) only reconnects.
      const checkSession = (reconnect: boolean) => {
        const sentWith = tokenStore.get();
        if (sentWith === null) return;
        getUserInfo().then(
          () => {
            if (reconnect && !cancelled) socket?.connect();
          },
          (error: unknown) => {
            // This tab logged out meanwhile, or another account signed in: nothing to report.
            if (cancelled || tokenStore.get() !== sentWith) return;
            const ended = sessionEndedBy(error);
            if (ended) {
              notifySessionEnded(ended, i18n.t);
              logout({ endedByServer: true });
            } else if (reconnect) {
              // The server is away (restarting): socket.io tries again with its back-off.
              socket?.connect();
            }
          },
        );
      };
      socket.on('disconnect', (reason) => {
        if (isServerRefusal('disconnect', reason)) checkSession(true);
      });
      // A handshake refused as 'unavailable' (the server's database is away) is not retried by
      // socket.io itself; a signed-in tab tries again after the server's Retry-After of 5 s.
      socket.on('connect_error', (err) => {
        // A refused handshake is not retried by socket.io: only the session's end is news here.
        if (isServerRefusal('connect_error', err.message)) {
          checkSession(false);
          return;
        }
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
  }, [userId, queryClient, logout]);

  return null;
}
