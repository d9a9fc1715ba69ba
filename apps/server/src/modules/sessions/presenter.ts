import { signinMethods, type Session, type SigninEvent, type SigninMethod, type SigninOutcome } from '@platform/contract';
import type { sessions, signinEvents } from '../../db/schema/index.js';
import { deviceName, maskIp } from './device.js';

const method = (value: string | null): SigninMethod | null => ((signinMethods as readonly string[]).includes(value ?? '') ? (value as SigninMethod) : null);

type SessionRow = Pick<typeof sessions.$inferSelect, 'id' | 'userAgent' | 'ip' | 'createdAt' | 'lastUsedAt' | 'method'>;

/** A session as its owner sees it: the address masked, the user agent read as a device name. */
export const presentSession = (row: SessionRow, currentId: string): Session => ({
  id: row.id,
  device: deviceName(row.userAgent),
  ip_masked: maskIp(row.ip),
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt.toISOString(),
  method: method(row.method),
  current: row.id === currentId,
});

export const presentSignin = (row: typeof signinEvents.$inferSelect): SigninEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  method: method(row.method) ?? 'password',
  outcome: row.outcome as SigninOutcome,
  success: row.outcome === 'success',
  device: row.device ?? deviceName(null),
  ip_masked: row.ipMasked,
  new_device: row.newDevice,
});
