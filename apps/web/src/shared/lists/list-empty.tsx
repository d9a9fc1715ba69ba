import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { StateBlock } from '@/shared/ui/state-block';

export interface ListEmptyProps {
  /** A search or filters are set: the block offers to clear them. */
  filtered: boolean;
  onClear: () => void;
  /** The icon of a list with nothing in it yet. */
  icon: ReactNode;
  texts: { title: string; text: string; filteredTitle: string; filtered: string };
  'data-testid': string;
}

/** An empty list: nothing yet, or nothing matching its search and filters (with "Clear filters"). */
export function ListEmpty({ filtered, onClear, icon, texts, 'data-testid': testId }: ListEmptyProps) {
  const { t } = useTranslation();
  return filtered ? (
    <StateBlock
      icon={<IconFilterOff size={36} stroke={1.6} />}
      color="gray"
      title={texts.filteredTitle}
      description={texts.filtered}
      action={
        <Button variant="light" onClick={onClear}>
          {t('lists.empty.clear')}
        </Button>
      }
      data-testid={testId}
    />
  ) : (
    <StateBlock icon={icon} color="gray" title={texts.title} description={texts.text} data-testid={testId} />
  );
}
