import type { Language } from '@platform/contract';
import type { LetterContent, Reader } from '../../platform/events/types.js';

const texts: Record<Language, { subject: string; lead: string; after: string; open: string }> = {
  en: {
    subject: 'The approval of your due-diligence report was revoked',
    lead: 'A platform manager revoked the approval of the due-diligence report on your application. The reason:',
    after: 'The report no longer verifies the claims of your profile and is no longer shown on it.',
    open: 'Open the application',
  },
  ru: {
    subject: 'Утверждение отчёта о комплексной проверке отозвано',
    lead: 'Менеджер платформы отозвал утверждение отчёта о комплексной проверке по вашей заявке. Причина:',
    after: 'Отчёт больше не подтверждает данные вашего профиля и не показывается в нём.',
    open: 'Открыть заявку',
  },
};

/** The letter to the client of a revoked report, in its reader's language, with the manager's reason. */
export function revokedLetter(reason: string, url: string) {
  return (reader: Reader): LetterContent => {
    const t = texts[reader.language];
    return { template: 'duediligence.revoked', subject: t.subject, lead: t.lead, quote: reason, paragraphs: [t.after], link: { label: t.open, url } };
  };
}
