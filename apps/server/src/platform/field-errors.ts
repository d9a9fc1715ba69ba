import { z } from 'zod';
import { errorText, fieldCodeText, type Language } from '@platform/contract';

/** One schema failure as fastify-type-provider-zod hands it over: the zod issue split in parts. */
export type SchemaIssue = { keyword: string; message?: string | undefined; params?: Record<string, unknown> | undefined };

const zodLocales = { en: z.locales.en(), ru: z.locales.ru() };

/** A value of the type zod names in "received …", for its Russian to name the same type (the issue no longer carries the input). */
const inputOfType: Record<string, unknown> = {
  null: null,
  undefined: undefined,
  string: '',
  number: 0,
  boolean: false,
  array: [],
  object: {},
  bigint: 0n,
  nan: Number.NaN,
  date: new Date(0),
};

const russianTypes: Record<string, string> = { string: 'строка', object: 'объект', boolean: 'логическое значение', undefined: 'пусто' };

function zodText(issue: SchemaIssue, lang: Language): string | undefined {
  const received = /received (\w+)$/.exec(issue.message ?? '')?.[1];
  const raw = { ...issue.params, code: issue.keyword, path: [], ...(received && received in inputOfType ? { input: inputOfType[received] } : {}) };
  const result = zodLocales[lang].localeError(raw as never);
  const text = typeof result === 'string' ? result : result?.message;
  // zod's Russian leaves a few type names in English ("ожидалось string").
  return lang === 'ru' ? text?.replace(/\b(string|object|boolean|undefined)\b/g, (word) => russianTypes[word]!) : text;
}

/**
 * A schema failure's text in the caller's language: the text of the code the schema refused with
 * (`fieldCode`), or for zod's own messages zod's text for the same issue in that language; any other
 * message (an English text a schema still gives) is kept as it is in English.
 */
export function schemaIssueText(issue: SchemaIssue, lang: Language): string {
  const message = issue.message ?? '';
  const coded = fieldCodeText(message, lang);
  if (coded !== undefined) return coded;
  if (message && lang === 'en') return message;
  return zodText(issue, lang) ?? errorText('validation_failed', lang);
}
