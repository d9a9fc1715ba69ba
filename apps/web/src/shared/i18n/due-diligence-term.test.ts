import { describe, expect, it } from 'vitest';
import { errorTexts } from '@platform/contract/errors';
import { sharedTexts } from '@platform/contract/texts';
import ru from './locales/ru.json';

type Tree = { [key: string]: string | Tree };

function texts(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  );
}

const russian: [string, string][] = [
  ...texts(ru as Tree, 'ru.json: '),
  ...texts(sharedTexts.ru as unknown as Tree, 'shared: '),
  ...Object.entries(errorTexts).map(([code, text]): [string, string] => [`error: ${code}`, text.ru]),
];

const find = (key: string) => russian.find(([where]) => where === `ru.json: ${key}`)?.[1];

// A reader who meets three names for one service takes them for three services.
describe('the Russian name of due diligence', () => {
  it('is never the English term nor the "expert review"', () => {
    const strays = russian.filter(([, text]) => /due[\s-]?diligence|экспертн\S* провер/i.test(text)).map(([where]) => where);
    expect(strays).toEqual([]);
  });

  it('is the native term, in the case each sentence needs', () => {
    expect(find('verify.title')).toBe('Сверка отчёта о комплексной проверке');
    expect(find('profile.reports.title')).toBe('Отчёты о комплексной проверке');
    expect(find('applications.types.expert_duedill')).toBe('Комплексная проверка (эксперт)');
    expect(find('timeline.open.expert_ticket')).toBe('Открыть комплексную проверку');
    expect(sharedTexts.ru.applications.clientReport.title).toBe('Отчёт о комплексной проверке');
    expect(errorTexts.due_diligence_only.ru).toBe('Экспертам передаются только заявки на комплексную проверку');
  });

  it('agrees in gender with the verbs of the timeline', () => {
    expect(find('timeline.kinds.duediligence.sent')).toBe('Комплексная проверка{{title}} передана эксперту');
    expect(find('timeline.kinds.duediligence.status')).toBe('Комплексная проверка{{title}} переведена в статус «{{to}}»');
    expect(find('timeline.kinds.duediligence.statusFrom')).toBe('Комплексная проверка{{title}} переведена из статуса «{{from}}» в статус «{{to}}»');
  });
});
