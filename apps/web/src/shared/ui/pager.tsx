import { Group, Pagination } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** Page buttons of a server-paged list, named for screen readers ("Page 2", "Next page"). */
export function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('manage.pager.label')}>
      <Pagination
        value={page}
        total={pages}
        onChange={onChange}
        withEdges
        getItemProps={(item) => ({ 'aria-label': t('manage.pager.page', { page: item }) })}
        getControlProps={(control) => ({ 'aria-label': t(`manage.pager.${control}`) })}
      />
    </Group>
  );
}
