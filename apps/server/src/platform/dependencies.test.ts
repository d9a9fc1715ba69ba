import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundedCheck, cachedCheck, createDependencyMonitor, type CheckState } from './dependencies.js';

afterEach(() => vi.useRealTimers());

describe('boundedCheck', () => {
  it('answers ok, failed, or timeout once the limit passes, with one probe in flight for all callers', async () => {
    vi.useFakeTimers();
    expect(await boundedCheck(async () => 1)()).toBe('ok');
    expect(await boundedCheck(async () => Promise.reject(new Error('refused')))()).toBe('failed');
    let probes = 0;
    const stuck = boundedCheck(() => (probes++, new Promise(() => undefined)), 2_000);
    const answers = Promise.all([stuck(), stuck(), stuck()]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await answers).toEqual(['timeout', 'timeout', 'timeout']);
    expect(probes).toBe(1);
  });
});

describe('cachedCheck', () => {
  it('asks at most once per period, sharing one run between callers, and again once the period has passed', async () => {
    let now = 0;
    let asked = 0;
    let answer: CheckState = 'ok';
    const check = cachedCheck(
      async () => (asked++, answer),
      30_000,
      () => now,
    );
    expect(await Promise.all([check(), check()])).toEqual(['ok', 'ok']);
    expect(asked).toBe(1);
    answer = 'failed';
    now = 29_999;
    expect(await check()).toBe('ok');
    expect(asked).toBe(1);
    now = 30_000;
    expect(await check()).toBe('failed');
    expect(asked).toBe(2);
    answer = 'ok';
    now = 45_000;
    expect(await check()).toBe('failed');
    now = 60_000;
    expect(await check()).toBe('ok');
    expect(asked).toBe(3);
  });
});

describe('the dependency monitor', () => {
  function logged() {
    const warnings: { dependency: string; msg: string }[] = [];
    const log = { warn: (fields: { dependency: string }, msg: string) => void warnings.push({ ...fields, msg }) } as unknown as FastifyBaseLogger;
    return { log, warnings };
  }

  it('logs a warning when a dependency stops answering and one when it answers again, never one per check', async () => {
    const { log, warnings } = logged();
    let redis: CheckState = 'ok';
    const monitor = createDependencyMonitor({ database: async () => 'ok', redis: async () => redis, s3: async () => 'ok' }, log);
    expect(monitor.names).toEqual(['database', 'redis', 's3']);
    expect(await monitor.check()).toEqual({ database: 'ok', redis: 'ok', s3: 'ok' });
    expect(warnings).toEqual([]);
    redis = 'failed';
    for (let i = 0; i < 5; i++) await monitor.check();
    // A failure that turns into a time-out is still the same outage.
    redis = 'timeout';
    expect((await monitor.check()).redis).toBe('timeout');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      dependency: 'redis',
      msg: expect.stringMatching(/^redis is not answering \(failed\): rate limits are counted in each process/),
    });
    redis = 'ok';
    for (let i = 0; i < 5; i++) await monitor.check();
    expect(warnings.map((w) => w.msg)).toEqual([warnings[0]!.msg, 'redis answers again']);
  });

  it('says so when a dependency is away from the start, and nothing once the app closes', async () => {
    const { log, warnings } = logged();
    let smtp: CheckState = 'timeout';
    const monitor = createDependencyMonitor({ database: async () => 'ok', smtp: async () => smtp }, log);
    await monitor.check();
    expect(warnings.map((w) => w.msg)).toEqual(['smtp is not answering (timeout): letters wait in the queue and are retried']);
    monitor.close();
    smtp = 'ok';
    await monitor.check();
    expect(warnings).toHaveLength(1);
  });
});
