import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from './locales/en.json';
import ru from './locales/ru.json';
import { sharedTexts } from '@platform/contract/texts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');

function groups(messages: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, text] of messages) out.set(baseKey(key), [...(out.get(baseKey(key)) ?? []), text]);
  return out;
}

/** `{{name}}` placeholders and `<tag>` components a text relies on. */
function tokens(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)) found.add(match[1] ?? `<${match[2]}>`);
  }
  return [...found].sort();
}

const enMessages = flatten(en);
const ruMessages = flatten(ru);
const enGroups = groups(enMessages);
const ruGroups = groups(ruMessages);

describe('locale files', () => {
  it('ru has every key en has', () => {
    const missing = [...enGroups.keys()].filter((key) => !ruGroups.has(key));
    expect(missing).toEqual([]);
  });

  it('en has every key ru has', () => {
    const missing = [...ruGroups.keys()].filter((key) => !enGroups.has(key));
    expect(missing).toEqual([]);
  });

  it('plural keys have the forms each language needs', () => {
    for (const [key, messagesOf, forms] of [
      ['en', enMessages, ['one', 'other']],
      ['ru', ruMessages, ['one', 'few', 'many']],
    ] as const) {
      const bases = new Set([...messagesOf.keys()].filter((item) => PLURAL.test(item)).map(baseKey));
      for (const base of bases) {
        for (const form of forms) expect(messagesOf.has(`${base}_${form}`), `${key}: ${base}_${form}`).toBe(true);
      }
    }
  });

  it('translations keep the placeholders and tags of the English text', () => {
    for (const [key, texts] of enGroups) {
      expect(tokens(ruGroups.get(key) ?? []), key).toEqual(tokens(texts));
    }
  });

  it('no text is empty', () => {
    for (const [key, text] of [...enMessages, ...ruMessages]) expect(text.trim(), key).not.toBe('');
  });
});

describe('texts shared with the server', () => {
  const sharedEn = flatten(sharedTexts.en);
  const sharedRu = flatten(sharedTexts.ru);

  it('are kept once: no locale file repeats one of their keys', () => {
    expect([...sharedEn.keys()].filter((key) => enMessages.has(key) || ruMessages.has(key))).toEqual([]);
  });

  it('have the same keys and placeholders in both languages, none empty', () => {
    expect([...sharedRu.keys()]).toEqual([...sharedEn.keys()]);
    for (const [key, text] of sharedEn) {
      expect(tokens([sharedRu.get(key)!]), key).toEqual(tokens([text]));
      expect(text.trim(), key).not.toBe('');
      expect(sharedRu.get(key)!.trim(), key).not.toBe('');
    }
  });
});

describe('Russian plurals', () => {
  it('uses one, few and many forms for 1, 2, 5 and 21', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ru', resources: { ru: { translation: ru } }, interpolation: { escapeValue: false } });
    const selected = (count: number) => i18n.t('common.selectedCount', { count });
    expect(selected(1)).toBe('Выбран 1 вариант');
    expect(selected(2)).toBe('Выбрано 2 варианта');
    expect(selected(5)).toBe('Выбрано 5 вариантов');
    expect(selected(21)).toBe('Выбран 21 вариант');
    expect(selected(11)).toBe('Выбрано 11 вариантов');
  });

  it('English uses one and other', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: en } } });
    expect(i18n.t('common.selectedCount', { count: 1 })).toBe('1 option selected');
    expect(i18n.t('common.selectedCount', { count: 21 })).toBe('21 options selected');
  });
});
