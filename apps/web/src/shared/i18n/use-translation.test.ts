import i18next, { type i18n as I18n } from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { translationFor } from './use-translation';

const english = {
  common: {
    loading: 'Loading',
    stillLoading: 'Still $t(common.loading)',
    more: 'More ({{count}})',
    selectedCount_one: '{{count}} option selected',
    selectedCount_other: '{{count}} options selected',
  },
};
const russian = { common: { loading: 'Загрузка', more: 'Ещё ({{count}})' } };

// An instance of its own: the app's is shared by the other tests of this worker.
let instance: I18n;
beforeEach(async () => {
  instance = i18next.createInstance();
  await instance.init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: structuredClone(english) } }, interpolation: { escapeValue: false } });
});

describe("the components' texts", () => {
  it('gives the texts of the language, with their placeholders and plurals filled', () => {
    const { t } = translationFor('en', instance);
    expect(t('common.loading')).toBe('Loading');
    expect(t('common.more', { count: 4 })).toBe('More (4)');
    expect(t('common.selectedCount', { count: 1 })).toBe('1 option selected');
    expect(t('common.selectedCount', { count: 3 })).toBe('3 options selected');
  });

  it('leaves a text that names another to i18next', () => {
    const t = translationFor('en', instance).t as unknown as (key: string) => string;
    expect(t('common.stillLoading')).toBe('Still Loading');
  });

  it('keeps one t per language, so what depends on it renders again only when the language changes', () => {
    expect(translationFor('en', instance).t).toBe(translationFor('en', instance).t);
    expect(translationFor('en', instance).t).not.toBe(translationFor('ru', instance).t);
  });

  it('shows a text added after it was first asked for', () => {
    // A key the typed texts do not know.
    const t = translationFor('en', instance).t as unknown as (key: string) => string;
    expect(t('common.addedLater')).toBe('common.addedLater');
    instance.addResourceBundle('en', 'translation', { common: { addedLater: 'Added later' } }, true, true);
    expect(t('common.addedLater')).toBe('Added later');
  });

  it('gives the Russian texts once they are loaded, and the English ones still in English', async () => {
    const t = translationFor('ru', instance).t as unknown as (key: string, options?: object) => string;
    expect(t('common.loading')).toBe('Loading');
    instance.addResourceBundle('ru', 'translation', russian);
    await instance.changeLanguage('ru');
    expect(t('common.loading')).toBe('Загрузка');
    expect(t('common.more', { count: 2 })).toBe('Ещё (2)');
    expect(t('common.selectedCount', { count: 3 })).toBe('3 options selected');
    expect(t('common.stillLoading')).toBe('Still Загрузка');
    expect(translationFor('en', instance).t('common.loading')).toBe('Loading');
  });
});
