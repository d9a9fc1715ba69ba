import { describe, expect, it } from 'vitest';
import { hasReport, reportFileName } from './report';

describe('the client’s due-diligence report', () => {
  it('belongs to due-diligence applications only', () => {
    expect(hasReport('startup_duedill')).toBe(true);
    expect(hasReport('investor_duedill')).toBe(true);
    expect(hasReport('corporate_duedill')).toBe(true);
    expect(hasReport('startup_pilot')).toBe(false);
    expect(hasReport('expert_duedill')).toBe(false);
  });

  it('is saved under the expert company and the approval day', () => {
    expect(reportFileName({ expert_company: { name: 'Audit & Co' }, approved_at: '2026-03-04T10:00:00.000Z' })).toBe('due-diligence-Audit-&-Co-2026-03-04.pdf');
    expect(reportFileName({ expert_company: { name: 'Эксперт: "Север"/Юг' }, approved_at: null })).toBe('due-diligence-Эксперт-Север-Юг.pdf');
    expect(reportFileName({ expert_company: { name: '   ' }, approved_at: null })).toBe('due-diligence.pdf');
  });
});
