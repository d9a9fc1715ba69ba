import type { Role } from '@platform/contract';
import type { Tx } from '../db/client.js';
import { isManager } from '../platform/policy.js';
import { sessions, signinEvents } from '../db/schema/index.js';
import { deviceKey, deviceName, maskIp } from '../modules/sessions/index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Browsers the demo accounts were used from; the first is the desktop Chrome the journeys drive, so they find it known. */
const devices = {
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
};

type Attempt = { ago: number; userAgent: string; ip: string; outcome: 'success' | 'wrong_password'; newDevice?: boolean };

/** The story every demo account tells in Settings: a first sign-in, a mistyped password, a phone added later. */
const story: Attempt[] = [
  { ago: 20 * DAY, userAgent: devices.windowsChrome, ip: '198.51.100.24', outcome: 'success', newDevice: true },
  { ago: 6 * DAY, userAgent: devices.macFirefox, ip: '203.0.113.77', outcome: 'wrong_password' },
  { ago: 6 * DAY - 60_000, userAgent: devices.macFirefox, ip: '203.0.113.77', outcome: 'success', newDevice: true },
  { ago: 2 * DAY, userAgent: devices.iphone, ip: '192.0.2.140', outcome: 'success', newDevice: true },
];

/**
 * The two other devices' sessions, within the default lifetimes of the role (docs/security.md,
 * "Session lifetimes"): a company's began days ago, a manager's within its 12 hours.
 */
const otherDevices = {
  company: { idleSeconds: 14 * 86_400, absolute: 30 * DAY, started: [6 * DAY, 2 * DAY], used: [5 * HOUR, 30 * 60_000] },
  manager: { idleSeconds: 30 * 60, absolute: 12 * HOUR, started: [5 * HOUR, 2 * HOUR], used: [20 * 60_000, 10 * 60_000] },
};

/**
 * The demo accounts' sign-in log and two live sessions each on other devices (a laptop and a
 * phone), so Settings and the back office show them from the first start. The sessions have no
 * token anyone holds: they can be seen and ended, never used.
 */
export async function seedDemoSessions(tx: Tx, accounts: { id: string; role: Role }[]): Promise<void> {
  const now = Date.now();
  for (const { id: userId, role } of accounts) {
    for (const a of story)
      await tx.insert(signinEvents).values({
        userId,
        at: new Date(now - a.ago),
        method: 'password',
        outcome: a.outcome,
        ipMasked: maskIp(a.ip),
        device: deviceName(a.userAgent),
        deviceKey: deviceKey(a.userAgent),
        newDevice: a.newDevice ?? false,
      });
    const manager = isManager({ role });
    const lifetime = manager ? otherDevices.manager : otherDevices.company;
    for (const [i, [userAgent, ip]] of (
      [
        [devices.macFirefox, '203.0.113.77'],
        [devices.iphone, '192.0.2.140'],
      ] as const
    ).entries()) {
      const startedAt = now - lifetime.started[i]!;
      await tx.insert(sessions).values({
        userId,
        createdAt: new Date(startedAt),
        lastUsedAt: new Date(now - lifetime.used[i]!),
        reauthenticatedAt: new Date(startedAt),
        expiresAt: new Date(startedAt + lifetime.absolute),
        idleSeconds: lifetime.idleSeconds,
        userAgent,
        ip,
        method: manager ? 'totp' : 'password',
      });
    }
  }
}
