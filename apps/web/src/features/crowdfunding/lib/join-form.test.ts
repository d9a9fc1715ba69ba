import { describe, expect, it } from 'vitest';
import { joinBody, joinIssue } from './join-form';

const bounds = { min: 1000, max: 50_000 };

describe('join amount', () => {
  it('sends an empty body when the amount is left blank, and a number otherwise', () => {
    expect(joinBody({ amount: '  ' })).toEqual({});
    expect(joinBody({ amount: '2500' })).toEqual({ amount: 2500 });
  });

  it('accepts a blank amount and any whole amount within the bounds', () => {
    expect(joinIssue({ amount: '' }, bounds)).toBeNull();
    expect(joinIssue({ amount: '1000' }, bounds)).toBeNull();
    expect(joinIssue({ amount: '50000' }, bounds)).toBeNull();
  });

  it('refuses amounts outside the minimum ticket and what is left', () => {
    expect(joinIssue({ amount: '999' }, bounds)).toEqual({ key: 'outOfBounds', min: 1000, max: 50_000 });
    expect(joinIssue({ amount: '50001' }, bounds)).toEqual({ key: 'outOfBounds', min: 1000, max: 50_000 });
    expect(joinIssue({ amount: '0' }, bounds)).toEqual({ key: 'outOfBounds', min: 1000, max: 50_000 });
  });

  it('refuses fractions and what is not a number', () => {
    expect(joinIssue({ amount: '1500.5' }, bounds)).toEqual({ key: 'whole' });
    expect(joinIssue({ amount: '-' }, bounds)).toEqual({ key: 'notNumber' });
  });
});
