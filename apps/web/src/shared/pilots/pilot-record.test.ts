import { describe, expect, it } from 'vitest';
import { pilotRecordParts } from './pilot-record';

describe('the pilot track record row', () => {
  it('says "no pilots yet" while nothing started', () => {
    expect(pilotRecordParts({ pilots_started: 0, decided_on_time_percent: null, converted_percent: null, median_days_to_decision: null })).toEqual([
      { key: 'none' },
    ]);
  });

  it('gives the figures in order, leaving out those not counted yet', () => {
    expect(pilotRecordParts({ pilots_started: 12, decided_on_time_percent: 58, converted_percent: 25, median_days_to_decision: 94 })).toEqual([
      { key: 'started', count: 12 },
      { key: 'onTime', percent: 58 },
      { key: 'converted', percent: 25 },
      { key: 'median', count: 94 },
    ]);
    expect(pilotRecordParts({ pilots_started: 2, decided_on_time_percent: 0, converted_percent: null, median_days_to_decision: null })).toEqual([
      { key: 'started', count: 2 },
      { key: 'onTime', percent: 0 },
    ]);
  });
});
