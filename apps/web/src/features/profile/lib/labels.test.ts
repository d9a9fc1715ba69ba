import { describe, expect, it } from 'vitest';
import { scoreFields, scoreGroups, sharedTexts } from '@platform/contract';
import en from '@/shared/i18n/locales/en.json';
import ru from '@/shared/i18n/locales/ru.json';
import { startupTabs } from './startup-tabs';

describe('labels the profile builds from keys', () => {
  it('names every score field and group of the contract in both languages', () => {
    for (const [locale, shared] of [
      [en, sharedTexts.en],
      [ru, sharedTexts.ru],
    ] as const) {
      expect(Object.keys(locale.scoring.fields).sort()).toEqual([...scoreFields].sort());
      expect(Object.keys(shared.scoring.groups).sort()).toEqual(Object.keys(scoreGroups).sort());
      expect(Object.keys(locale.profile.edit.tab)).toEqual([...startupTabs]);
    }
  });
});
