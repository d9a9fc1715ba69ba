import { sql } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@platform/contract';
import type { Tx } from '../db/client.js';
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
 * The demo accounts' sign-in log and two live sessions each on other devices (a laptop and a
 * phone), so Settings and the back office show them from the first start. The sessions have no
 * token anyone holds: they can be seen and ended, never used.
 */
export async function seedDemoSessions(tx: Tx, accountIds: string[]): Promise<void> {
  const now = Date.now();
  for (const userId of accountIds) {
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
    for (const [userAgent, ip, startedAgo, usedAgo] of [
      [devices.macFirefox, '203.0.113.77', 6 * DAY, 5 * HOUR],
      [devices.iphone, '192.0.2.140', 2 * DAY, 30 * 60_000],
    ] as const)
      await tx.insert(sessions).values({
        userId,
        createdAt: new Date(now - startedAgo),
        lastUsedAt: new Date(now - usedAgo),
        reauthenticatedAt: new Date(now - startedAgo),
        expiresAt: sql`now() + make_interval(days => ${SESSION_TTL_DAYS})`,
        userAgent,
        ip,
        method: 'password',
      });
  }
}
