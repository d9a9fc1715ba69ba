import 'i18next';
import type { SharedTexts } from '@platform/contract/texts';
import type en from './locales/en.json';

// Typed keys: a `t('...')` call with a key missing from en.json and the contract's shared texts
// fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & SharedTexts };
  }
}
