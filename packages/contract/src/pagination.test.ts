import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';
import { MAX_TAKE, offsetPageSchema, PAGE_SIZE } from './common.js';

/** Every exported query schema of the contract that pages with `take`. */
const pagedQueries = Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
  value instanceof z.ZodObject && 'take' in value.shape ? [[name, value] as const] : [],
);

describe('offset pagination', () => {
  it('takes 1 to MAX_TAKE rows, PAGE_SIZE by default, from skip 0 on', () => {
    expect(offsetPageSchema().parse({})).toEqual({ take: PAGE_SIZE, skip: 0 });
    expect(offsetPageSchema().parse({ take: String(MAX_TAKE), skip: '40' })).toEqual({ take: MAX_TAKE, skip: 40 });
    for (const bad of [{ take: 0 }, { take: MAX_TAKE + 1 }, { skip: -1 }, { take: 2.5 }, { skip: 'abc' }])
      expect(offsetPageSchema().safeParse(bad).success).toBe(false);
  });

  it('has one maximum in every list of the contract', () => {
    expect(pagedQueries.map(([name]) => name)).toEqual(
      expect.arrayContaining(['companyListQuerySchema', 'managerQueueQuerySchema', 'auditQuerySchema', 'timelineQuerySchema']),
    );
    for (const [name, schema] of pagedQueries) {
      const take = schema.shape.take as z.ZodType;
      expect(take.safeParse(MAX_TAKE).success, name).toBe(true);
      expect(take.safeParse(MAX_TAKE + 1).success, name).toBe(false);
    }
  });
});
