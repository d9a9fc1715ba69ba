import { defaultLanguage, type Language } from '@platform/contract/basics';
import { i18n, isLanguage } from '@/shared/i18n/i18n';

/** Words an error code with the given parameters, or answers undefined when it cannot. */
export type CodeWording = (code: string, params: Record<string, string>) => string | undefined;

type ParamWording = (params: Record<string, string>, language: Language) => Record<string, string>;

/**
 * How a refusal's amounts and days read (param-wording.ts), installed by the page layouts: the
 * log-in screen, whose refusals have none, stays without the formats, and shows values as sent.
 */
let paramWording: ParamWording = (params) => params;
export function setParamWording(wording: ParamWording): void {
  paramWording = wording;
}

/**
 * The interface language's text of a catalogue code: `errorCodes.<code>`, merged from the contract
 * by shared/i18n (so not among the typed keys of the locale files).
 */
export const interfaceWording: CodeWording = (code, params) => {
  const key = `errorCodes.${code}` as never;
  if (!i18n.isInitialized || !i18n.exists(key)) return undefined;
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return String(i18n.t(key, paramWording(params, language)));
};

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The `errors` map of a refusal's body (spec part 2, section 8), each field that came with a code
 * in `field_codes` worded from that code in the interface language: the server's text speaks the
 * account's language, which may not be the one on screen.
 */
export function fieldErrorTexts(body: unknown, word: CodeWording = interfaceWording): Record<string, string> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const codes = stringRecord(record.field_codes);
  const params = stringRecord(record.params);
  const out: Record<string, string> = {};
  for (const [field, text] of Object.entries(stringRecord(record.errors))) {
    const code = codes[field];
    const worded = code === undefined ? undefined : word(code, params);
    out[field] = worded ?? text;
  }
  return out;
}

/** The code a service gave a field of its refusal, e.g. `final_status` for `status`, or null. */
export function fieldCode(body: unknown, field: string): string | null {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return stringRecord(record.field_codes)[field] ?? null;
}
