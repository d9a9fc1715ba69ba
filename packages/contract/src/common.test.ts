import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from './common.js';

// The backers list of crowdfunding is the spec's other qualified form (`backer.created_at`).
const backers = pageQuerySchema('backer', ['created_at', 'investment_amount'] as const);

describe('list query', () => {
  it('hands the short column and the lowercase direction to the handler, whatever form the caller sent', () => {
    expect(backers.parse({ take: '5', skip: '0', order_by: 'backer.created_at', order_dir: 'DESC' })).toEqual({ take: 5, skip: 0, order_by: 'created_at', order_dir: 'desc' });
    expect(backers.parse({ order_by: 'investment_amount', order_dir: 'Asc' })).toEqual({ take: 20, skip: 0, order_by: 'investment_amount', order_dir: 'asc' });
    expect(backers.parse({})).toEqual({ take: 20, skip: 0 });
  });

  it('refuses another entity, an unknown column and any other direction', () => {
    for (const order_by of ['expert.created_at', 'backer.email', 'Backer.created_at', 'backer.', 'created_at ']) {
      expect(backers.safeParse({ order_by }).success, order_by).toBe(false);
    }
    for (const order_dir of ['up', 'descending', ' desc', 'ASC;', '']) {
      expect(backers.safeParse({ order_dir }).success, order_dir).toBe(false);
    }
  });
});
