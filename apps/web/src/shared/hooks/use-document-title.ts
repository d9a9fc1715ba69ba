import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

/** "Page · Product" in the browser tab; the product name alone when the page has no title. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const product = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);
}
