import { describe, expect, it } from 'vitest';
import { dateSchema, intIdSchema, isStorableJson, isStorableText, jsonDepth, orderBySpellings, pageQuerySchema, textSchema } from './common.js';

// The backers list of crowdfunding is the spec's other qualified form (`backer.created_at`).
const backers = pageQuerySchema('backer', ['created_at', 'investment_amount'] as const);

describe('list query', () => {
  it('hands the short column and the lowercase direction to the handler, whatever form the caller sent', () => {
    expect(backers.parse({ take: '5', skip: '0', order_by: 'backer.created_at', order_dir: 'DESC' })).toEqual({
      take: 5,
      skip: 0,
      order_by: 'created_at',
      order_dir: 'desc',
    });
    expect(backers.parse({ order_by: 'investment_amount', order_dir: 'Asc' })).toEqual({ take: 20, skip: 0, order_by: 'investment_amount', order_dir: 'asc' });
    expect(backers.parse({})).toEqual({ take: 20, skip: 0 });
  });

  it('takes each column in snake and camel case, short or qualified by the entity in either case', () => {
    for (const order_by of ['created_at', 'createdAt', 'backer.created_at', 'backer.createdAt'])
      expect(backers.parse({ order_by }).order_by, order_by).toBe('created_at');
    for (const order_by of ['investment_amount', 'investmentAmount', 'backer.investmentAmount'])
      expect(backers.parse({ order_by }).order_by, order_by).toBe('investment_amount');
    const threads = pageQuerySchema('companyTask', ['updatedAt', 'createdAt'] as const);
    for (const order_by of ['created_at', 'createdAt', 'companyTask.created_at', 'company_task.createdAt'])
      expect(threads.parse({ order_by }).order_by, order_by).toBe('createdAt');
    expect(orderBySpellings('companyTask', ['createdAt']).get('company_task.created_at')).toBe('createdAt');
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

describe('input primitives', () => {
  it('refuse U+0000 and unpaired surrogates, and keep emoji and Cyrillic', () => {
    expect(['a\u0000b', '\ud800', 'x\udc00', '\ud83d', 'end\ud83d'].map(isStorableText)).toEqual([false, false, false, false, false]);
    expect(['Ёлка 🚀', '😀😀', ''].map(isStorableText)).toEqual([true, true, true]);
    expect(textSchema().safeParse('nul\u0000').error?.issues[0]?.message).toBe('text_invalid');
  });

  it('keep handbook ids within a PostgreSQL integer', () => {
    expect(intIdSchema().safeParse(2_147_483_647).success).toBe(true);
    expect([0, 2_147_483_648, 3_000_000_000, 1.5].map((v) => intIdSchema().safeParse(v).success)).toEqual([false, false, false, false]);
  });

  it('take dates from the year 1900 on', () => {
    expect(dateSchema().safeParse('1900-01-01').success).toBe(true);
    expect(dateSchema().safeParse('0000-01-01').error?.issues[0]?.message).toBe('date_out_of_range');
  });

  it('measure JSON depth and check keys and strings without recursion', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonDepth(deep)).toBe(100_001);
    expect(jsonDepth({ a: [1, { b: 'c' }] })).toBe(3);
    expect(isStorableJson({ ok: ['fine 🚀'] })).toBe(true);
    expect(isStorableJson({ '\ud800': 1 })).toBe(false);
    expect(isStorableJson([['x\u0000']])).toBe(false);
  });
});
