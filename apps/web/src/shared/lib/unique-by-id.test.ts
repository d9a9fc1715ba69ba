import { describe, expect, it } from 'vitest';
import { uniqueById } from './unique-by-id';

describe('uniqueById', () => {
  it('keeps the first of rows that come twice across pages, in order', () => {
    const rows = [
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
      { id: 'a', n: 3 },
      { id: 'c', n: 4 },
    ];
    expect(uniqueById(rows)).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
      { id: 'c', n: 4 },
    ]);
  });
});
