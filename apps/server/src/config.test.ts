import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dir = mkdtempSync(path.join(tmpdir(), 'platform-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const secret = 's'.repeat(40);
const url = 'postgres://app@db.internal:5432/platform';
/** A file holding `text`, as an orchestrator mounts a secret. */
const secretFile = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env });

describe('TRUST_PROXY', () => {
  it('reads a number as the count of proxies in front of the server, 0 by default', () => {
    expect(load({}).trustProxy).toBe(0);
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('reads a comma-separated list of addresses, CIDR ranges and private range names', () => {
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
  });

  it('refuses "trust everyone" and anything that is not an address', () => {
    for (const value of ['true', '0.0.0.0/0', '::/0', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', ',', '-1']) {
      expect(() => load({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('refused starts', () => {
  it('refuses DATABASE_URL without SESSION_SECRET, saying what to set', () => {
    expect(() => load({ DATABASE_URL: url })).toThrow(/SESSION_SECRET: required with DATABASE_URL/);
    expect(load({ DATABASE_URL: url, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it('lets the command-line tools, which sign no session, run on DATABASE_URL without SESSION_SECRET and write none', () => {
    const toolDir = mkdtempSync(path.join(dir, 'tool-'));
    const tool = loadConfig({ DATA_DIR: toolDir, DATABASE_URL: url }, {}, { signsSessions: false });
    expect(tool.databaseUrl).toBe(url);
    expect(existsSync(path.join(toolDir, 'session-secret'))).toBe(false);
    expect(() => loadConfig({ DATA_DIR: toolDir, NODE_ENV: 'production' }, {}, { signsSessions: false })).toThrow(
      /DATABASE_URL: required with NODE_ENV=production/,
    );
  });

  it('refuses NODE_ENV=production without DATABASE_URL unless ALLOW_EMBEDDED_DB=1', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL: required with NODE_ENV=production.*ALLOW_EMBEDDED_DB=1/);
    expect(load({ NODE_ENV: 'production', ALLOW_EMBEDDED_DB: '1' }).databaseUrl).toBeUndefined();
    expect(load({ NODE_ENV: 'production', DATABASE_URL: url, SESSION_SECRET: secret }).databaseUrl).toBe(url);
    expect(load({ NODE_ENV: 'development' }).databaseUrl).toBeUndefined();
  });

  it('names every problem at once, so one start tells the operator all there is to fix', () => {
    expect(() => load({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toThrow(/DATABASE_URL: required[\s\S]*\nTRUST_PROXY: /);
  });

  it('seeds the demo on PostgreSQL only when SEED_DEMO=1, on the embedded database unless SEED_DEMO=0', () => {
    expect(load({ DATABASE_URL: url, SESSION_SECRET: secret }).seedDemo).toBe(false);
    expect(load({ DATABASE_URL: url, SESSION_SECRET: secret, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(load({}).seedDemo).toBe(true);
    expect(load({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});

describe('secrets from files', () => {
  it('reads each *_FILE variable, without the trailing line end', () => {
    const config = load({
      SESSION_SECRET_FILE: secretFile('session', `${secret}\n`),
      DATABASE_URL_FILE: secretFile('database', `${url}\r\n`),
      REDIS_URL_FILE: secretFile('redis', 'redis://cache.internal:6379\n'),
      SMTP_URL_FILE: secretFile('smtp', 'smtp://mailer:pw@mail.internal:587'),
      S3_SECRET_ACCESS_KEY_FILE: secretFile('s3', 'key with spaces \n'),
      S3_BUCKET: 'uploads',
    });
    expect(config.sessionSecret).toBe(secret);
    expect(config.databaseUrl).toBe(url);
    expect(config.redisUrl).toBe('redis://cache.internal:6379');
    expect(config.smtpUrl).toBe('smtp://mailer:pw@mail.internal:587');
    // Only the line end goes; the value is otherwise as written.
    expect(config.s3?.secretAccessKey).toBe('key with spaces ');
  });

  it('lets a secret from a file satisfy the SESSION_SECRET requirement and its length rule', () => {
    expect(load({ DATABASE_URL: url, SESSION_SECRET_FILE: secretFile('session-ok', secret) }).sessionSecret).toBe(secret);
    expect(() => load({ SESSION_SECRET_FILE: secretFile('session-short', 'short\n') })).toThrow(/SESSION_SECRET/);
  });

  it('refuses a variable set both ways, and a file it cannot read', () => {
    expect(() => load({ REDIS_URL: 'redis://a', REDIS_URL_FILE: secretFile('redis-both', 'redis://b') })).toThrow(
      /REDIS_URL, REDIS_URL_FILE: set one of them, not both/,
    );
    expect(() => load({ SMTP_URL_FILE: path.join(dir, 'missing') })).toThrow(/SMTP_URL_FILE: cannot read .*missing \(ENOENT\)/);
  });
});

describe('DATABASE_DIRECT_URL', () => {
  const direct = 'postgres://app@db-primary.internal:5432/platform';

  it('is DATABASE_URL unless given (no pooler), and may come from a file like the other secrets', () => {
    expect(load({ DATABASE_URL: url, SESSION_SECRET: secret }).databaseDirectUrl).toBe(url);
    const pooled = load({ DATABASE_URL: url, DATABASE_DIRECT_URL: direct, SESSION_SECRET: secret });
    expect([pooled.databaseUrl, pooled.databaseDirectUrl]).toEqual([url, direct]);
    expect(load({ DATABASE_URL: url, DATABASE_DIRECT_URL_FILE: secretFile('direct', `${direct}\n`), SESSION_SECRET: secret }).databaseDirectUrl).toBe(direct);
    expect(load({}).databaseDirectUrl).toBeUndefined();
  });

  it('is refused without DATABASE_URL: a direct address alone would be silently unused', () => {
    expect(() => load({ DATABASE_DIRECT_URL: direct })).toThrow(/DATABASE_DIRECT_URL: only with DATABASE_URL/);
  });
});

describe('shutdown grace', () => {
  it('waits 5 s by default and takes 0 for an immediate close', () => {
    expect(load({}).shutdownGraceSeconds).toBe(5);
    expect(load({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceSeconds).toBe(0);
    expect(() => load({ SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});

describe('second factor and session lifetimes', () => {
  it('requires a second factor of managers by default; an empty value requires it of no one', () => {
    expect(load({}).mfaRequiredRoles).toEqual(['manager']);
    expect(load({ MFA_REQUIRED_ROLES: '' }).mfaRequiredRoles).toEqual([]);
    expect(load({ MFA_REQUIRED_ROLES: 'manager, investor,manager' }).mfaRequiredRoles).toEqual(['manager', 'investor']);
    expect(() => load({ MFA_REQUIRED_ROLES: 'manager,admin' })).toThrow(/MFA_REQUIRED_ROLES must list roles/);
  });

  it('gives managers 30 minutes idle and 12 hours in all, companies 14 days idle and 30 days in all', () => {
    expect(load({}).sessionLifetimes).toEqual({
      manager: { idleSeconds: 30 * 60, absoluteSeconds: 12 * 3600 },
      company: { idleSeconds: 14 * 86_400, absoluteSeconds: 30 * 86_400 },
    });
    const set = load({ SESSION_IDLE_MINUTES_MANAGER: '15', SESSION_ABSOLUTE_HOURS_MANAGER: '8', SESSION_IDLE_DAYS: '7', SESSION_ABSOLUTE_DAYS: '60' });
    expect(set.sessionLifetimes).toEqual({
      manager: { idleSeconds: 900, absoluteSeconds: 8 * 3600 },
      company: { idleSeconds: 7 * 86_400, absoluteSeconds: 60 * 86_400 },
    });
    expect(() => load({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
  });
});
