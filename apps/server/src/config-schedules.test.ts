import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { SESSION_SECRET: 'x'.repeat(32) };

describe('the schedule of the rounds’ ending', () => {
  it('runs hourly at five past by default, and as the operator sets it', () => {
    expect(loadConfig(base, { dataDir: '/nonexistent-config-test' }).schedules.roundEnding).toBe('5 * * * *');
    expect(loadConfig({ ...base, ROUND_ENDING_CRON: '5 0 * * *' }, { dataDir: '/nonexistent-config-test' }).schedules.roundEnding).toBe('5 0 * * *');
  });

  it('refuses what is not a cron expression of five fields, saying so', () => {
    for (const wrong of ['hourly', '5 * * *', '5 * * * * *', '']) {
      expect(() => loadConfig({ ...base, ROUND_ENDING_CRON: wrong }, { dataDir: '/nonexistent-config-test' })).toThrow(
        /ROUND_ENDING_CRON must be a cron expression of five fields/,
      );
    }
  });
});

describe('the schedule of the pilot decision clock', () => {
  it('runs hourly at twenty-five past by default, and as the operator sets it', () => {
    expect(loadConfig(base, { dataDir: '/nonexistent-config-test' }).schedules.pilotClock).toBe('25 * * * *');
    expect(loadConfig({ ...base, PILOT_CLOCK_CRON: '0 6 * * *' }, { dataDir: '/nonexistent-config-test' }).schedules.pilotClock).toBe('0 6 * * *');
    expect(() => loadConfig({ ...base, PILOT_CLOCK_CRON: 'daily' }, { dataDir: '/nonexistent-config-test' })).toThrow(/PILOT_CLOCK_CRON must be a cron/);
  });
});

describe('the backers’ deadlines', () => {
  it('runs the reconfirmation deadline and the reporting jobs hourly by default, and as the operator sets them', () => {
    const config = loadConfig(base, { dataDir: '/nonexistent-config-test' });
    expect(config.schedules.backingDeadline).toBe('35 * * * *');
    expect(config.schedules.roundReporting).toBe('45 * * * *');
    expect(loadConfig({ ...base, BACKING_DEADLINE_CRON: '0 7 * * *' }, { dataDir: '/nonexistent-config-test' }).schedules.backingDeadline).toBe('0 7 * * *');
    expect(() => loadConfig({ ...base, ROUND_REPORTING_CRON: 'daily' }, { dataDir: '/nonexistent-config-test' })).toThrow(
      /ROUND_REPORTING_CRON must be a cron/,
    );
  });

  it('reads the holidays as a list of dates, and refuses anything else', () => {
    expect([...loadConfig(base, { dataDir: '/nonexistent-config-test' }).holidays]).toEqual([]);
    const holidays = loadConfig({ ...base, BUSINESS_HOLIDAYS: '2026-12-31, 2027-01-01' }, { dataDir: '/nonexistent-config-test' }).holidays;
    expect([...holidays]).toEqual(['2026-12-31', '2027-01-01']);
    expect(() => loadConfig({ ...base, BUSINESS_HOLIDAYS: '31.12.2026' }, { dataDir: '/nonexistent-config-test' })).toThrow(
      /BUSINESS_HOLIDAYS must list dates/,
    );
  });
});
