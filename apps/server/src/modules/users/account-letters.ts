import type { Language, RecommendationCategory } from '@platform/contract';
import type { LetterContent, Reader } from '../../platform/events/types.js';

const categoryNames: Record<Language, Record<RecommendationCategory, string>> = {
  en: { team: 'Team', management: 'Management', technology: 'Technology', business: 'Business' },
  ru: { team: 'Команда', management: 'Управление', technology: 'Технологии', business: 'Бизнес' },
};

const recommendation: Record<Language, { subject: string; lead: (category: string) => string; open: string }> = {
  en: {
    subject: 'A manager wrote you a recommendation',
    lead: (category) => `A platform manager wrote you a recommendation in the category “${category}”:`,
    open: 'Read it in your profile',
  },
  ru: {
    subject: 'Менеджер написал вам рекомендацию',
    lead: (category) => `Менеджер платформы написал вам рекомендацию в категории «${category}»:`,
    open: 'Прочитать в профиле',
  },
};

/** Tells a startup a manager wrote (or rewrote) its recommendation in a category, with a link to its profile. */
export function recommendationLetter(m: { category: RecommendationCategory; title: string; url: string }) {
  return (reader: Reader): LetterContent => {
    const t = recommendation[reader.language];
    return {
      template: 'account.recommendation',
      subject: t.subject,
      lead: t.lead(categoryNames[reader.language][m.category]),
      quote: m.title,
      link: { label: t.open, url: m.url },
    };
  };
}
