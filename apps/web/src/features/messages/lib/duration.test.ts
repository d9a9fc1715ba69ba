import { describe, expect, it } from 'vitest';
import { roughDuration, secondsSince } from './duration';

describe('roughDuration', () => {
  it('says at least a minute', () => {
    expect(roughDuration(0)).toEqual({ unit: 'minutes', count: 1 });
    expect(roughDuration(-5)).toEqual({ unit: 'minutes', count: 1 });
    expect(roughDuration(89)).toEqual({ unit: 'minutes', count: 1 });
  });

  it('minutes under an hour', () => {
    expect(roughDuration(25 * 60)).toEqual({ unit: 'minutes', count: 25 });
    expect(roughDuration(59 * 60)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('hours under two days', () => {
    expect(roughDuration(3599)).toEqual({ unit: 'hours', count: 1 });
    expect(roughDuration(7000)).toEqual({ unit: 'hours', count: 2 });
    expect(roughDuration(47 * 3600)).toEqual({ unit: 'hours', count: 47 });
  });

  it('days from two days on', () => {
    expect(roughDuration(2 * 86400)).toEqual({ unit: 'days', count: 2 });
    expect(roughDuration(10.4 * 86400)).toEqual({ unit: 'days', count: 10 });
  });
});

describe('secondsSince', () => {
  it('counts whole seconds, never negative', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(secondsSince('2026-01-01T11:00:00Z', now)).toBe(3600);
    expect(secondsSince('2026-01-01T13:00:00Z', now)).toBe(0);
  });
});
