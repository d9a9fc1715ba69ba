import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TabBar } from '@/shared/ui/kit/tab-bar';
import { DemoBlock } from './demo-block';

export function TabBarDemo() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('info');
  const items = [
    { value: 'info', label: t('demo.tabbar.info') },
    { value: 'messages', label: t('demo.tabbar.messages'), counter: 3 },
    { value: 'offers', label: t('demo.tabbar.offers'), counter: 0 },
  ];
  return (
    <DemoBlock title={t('demo.tabbar.title')} note={t('demo.tabbar.note')}>
      <Stack gap="md">
        <TabBar label={t('demo.tabbar.label')} items={items} value={tab} onChange={setTab} />
        <Text c="dimmed" fz="sm">
          {t('demo.tabbar.current', { tab: items.find((item) => item.value === tab)?.label ?? '' })}
        </Text>
      </Stack>
    </DemoBlock>
  );
}
