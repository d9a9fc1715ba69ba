import type { Language } from './basics.js';

/*
 * Interface texts the server prints too: the due-diligence report's PDF carries the labels of the
 * web's report page. They live here, once; the web merges them into its i18next catalogue under
 * the same keys (`shared/i18n/i18n.ts`), and the locale files do not repeat them.
 */
const en = {
  applications: {
    clientReport: {
      title: 'Due diligence report',
      byline: 'By {{company}}, approved {{date}}',
    },
    expert: {
      view: {
        client: 'Client',
        type: 'Type of due diligence',
      },
    },
  },
  reportView: {
    method: 'Method',
    artifacts: 'Artifacts studied',
    conclusion: 'Conclusion',
    risks: 'Risks',
    recommendations: 'Recommendations',
    scores: "Expert's scores",
    files: 'Files',
    version: 'Version {{version}} of report {{id}}',
    verifyAt: 'Check that this file is unchanged: drop it on {{url}}, or compare its SHA-256 with the one shown beside the download.',
  },
  scoring: {
    groups: {
      team: 'Team',
      management: 'Change management',
      technology: 'Technology',
      business: 'Business',
    },
  },
};

export type SharedTexts = typeof en;

export const sharedTexts: Record<Language, SharedTexts> = {
  en,
  ru: {
    applications: {
      clientReport: {
        title: 'Отчёт о комплексной проверке',
        byline: 'Подготовил {{company}}, принят {{date}}',
      },
      expert: {
        view: {
          client: 'Клиент',
          type: 'Вид комплексной проверки',
        },
      },
    },
    reportView: {
      method: 'Методика',
      artifacts: 'Изученные материалы',
      conclusion: 'Заключение',
      risks: 'Риски',
      recommendations: 'Рекомендации',
      scores: 'Оценки эксперта',
      files: 'Файлы',
      version: 'Версия {{version}} отчёта {{id}}',
      verifyAt: 'Проверьте, что файл не изменён: перетащите его на {{url}} или сравните его SHA-256 с указанным рядом со ссылкой для скачивания.',
    },
    scoring: {
      groups: {
        team: 'Команда',
        management: 'Управление изменениями',
        technology: 'Технологии',
        business: 'Бизнес',
      },
    },
  },
};

/** A shared text with its `{{name}}` placeholders filled, as i18next fills them on the web. */
export function fillText(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);
}
