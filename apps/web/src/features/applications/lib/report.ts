import { dueDiligenceTicketTypes, type TicketType } from '@platform/contract';

/** Client tickets that order due diligence show the expert's report once it is approved. */
export const hasReport = (type: TicketType) => (dueDiligenceTicketTypes as readonly string[]).includes(type);

/** The saved PDF's name: the expert company and the approval day, safe on every file system. */
export function reportFileName(report: { expert_company: { name: string }; approved_at: string | null }): string {
  const company = report.expert_company.name
    .normalize('NFKC')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  const day = report.approved_at?.slice(0, 10) ?? '';
  return `${['due-diligence', company, day].filter(Boolean).join('-')}.pdf`;
}
