import { describe, expect, it } from 'vitest';
import { fileFieldOf, isViewableRole } from '@/shared/lib/roles';
import { interestOf, matchedKinds } from './offers';

describe('offers and candidates', () => {
  it('names the three interest answers', () => {
    expect([true, false, null].map(interestOf)).toEqual(['interesting', 'notInteresting', 'noAnswer']);
  });

  it('lists only the kinds a candidate shares with the ticket, in a fixed order', () => {
    expect(matchedKinds({ rounds: [2], countries: [], industries: [1, 3], regions: [] })).toEqual([
      { kind: 'industries', ids: [1, 3] },
      { kind: 'rounds', ids: [2] },
    ]);
    expect(matchedKinds({ rounds: [], countries: [], industries: [], regions: [] })).toEqual([]);
  });

  it('opens profiles of startups, investors and corporates only', () => {
    expect(['startup', 'investor', 'corporate', 'expert', 'manager'].map(isViewableRole)).toEqual([true, true, true, false, false]);
  });

  it('names a file of a several-file field by its field', () => {
    expect(fileFieldOf('product_presentation_files.2')).toBe('product_presentation_files');
    expect(fileFieldOf('task_file')).toBe('task_file');
  });
});
