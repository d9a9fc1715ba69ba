import { describe, expect, it } from 'vitest';
import { readScheduleParams, writeScheduleParams } from './schedule-params';

describe('schedule params', () => {
  it('keeps valid values and drops the rest', () => {
    expect(readScheduleParams(new URLSearchParams('expertId=e1&date=2026-03-04&zone=Asia/Kolkata'))).toEqual({
      expertId: 'e1',
      date: '2026-03-04',
      zone: 'Asia/Kolkata',
    });
    expect(readScheduleParams(new URLSearchParams('date=2026-02-30&zone=Mars/Base'))).toEqual({ expertId: null, date: null, zone: null });
  });

  it('changes some and keeps the others', () => {
    const next = writeScheduleParams(new URLSearchParams('expertId=e1&date=2026-03-04'), { date: '2026-03-11', zone: null });
    expect(next.toString()).toBe('expertId=e1&date=2026-03-11');
  });
});
