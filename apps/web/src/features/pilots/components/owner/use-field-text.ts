import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldText } from '../../lib/owner-form';

/** A `FieldText` in the interface language. */
export function useFieldText() {
  const { t } = useTranslation();
  return useCallback((found: FieldText | undefined) => (found ? ('text' in found ? found.text : t(found.key, found.params ?? {})) : undefined), [t]);
}
