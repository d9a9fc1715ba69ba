import { describe, expect, it } from 'vitest';
import { ticketFileGroups } from './ticket-info';

const fileRef = (n: number) => ({ id: `a0000000-0000-4000-8000-00000000000${n}`, name: `f${n}.pdf`, path: `/api/v1/files/${n}`, size: n });

describe('ticketFileGroups', () => {
  it('groups attached files by field, presentations in their order', () => {
    const groups = ticketFileGroups([
      { field: 'product_presentation_files.1', file: fileRef(2) },
      { field: 'unit_economy', file: fileRef(3) },
      { field: 'product_presentation_files.0', file: fileRef(1) },
      { field: 'pitch_presentation', file: fileRef(4) },
    ]);
    expect(groups.map((g) => [g.field, g.files.map((f) => f.name)])).toEqual([
      ['pitch_presentation', ['f4.pdf']],
      ['unit_economy', ['f3.pdf']],
      ['product_presentation_files', ['f1.pdf', 'f2.pdf']],
    ]);
  });
});
