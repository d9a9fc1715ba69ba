import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconDownload, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { notify } from '@/shared/ui/notify';
import { DemoBlock } from './demo-block';

/** How long the demo "works" after a click, to show the loading state. */
const DEMO_DELAY_MS = 1500;

export function ButtonsDemo() {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const [clicks, setClicks] = useState(0);
  const start = () => {
    setClicks((count) => count + 1);
    setLoading(true);
    window.setTimeout(() => setLoading(false), DEMO_DELAY_MS);
  };
  return (
    <Stack gap="lg">
      <DemoBlock title={t('demo.buttons.variants')}>
        <Group gap="sm">
          <Button>{t('demo.buttons.primary')}</Button>
          <Button variant="light">{t('demo.buttons.secondary')}</Button>
          <Button variant="outline">{t('demo.buttons.outline')}</Button>
          <Button variant="default">{t('demo.buttons.neutral')}</Button>
          <Button variant="subtle">{t('demo.buttons.subtle')}</Button>
          <Button color="red" variant="light">
            {t('demo.buttons.danger')}
          </Button>
        </Group>
      </DemoBlock>
      <DemoBlock title={t('demo.buttons.sizes')}>
        <Group gap="sm" align="center">
          {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
            <Button key={size} size={size}>
              {size.toUpperCase()}
            </Button>
          ))}
        </Group>
      </DemoBlock>
      <DemoBlock title={t('demo.buttons.withIcons')}>
        <Group gap="sm">
          <Button leftSection={<IconPlus size={18} />}>{t('demo.buttons.create')}</Button>
          <Button variant="light" rightSection={<IconArrowRight size={18} />}>
            {t('demo.buttons.next')}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={18} />}>
            {t('demo.buttons.download')}
          </Button>
        </Group>
      </DemoBlock>
      <DemoBlock title={t('demo.buttons.states')} note={t('demo.buttons.loadingNote')}>
        <Group gap="sm" align="center">
          <Button loading={loading} onClick={start}>
            {t('demo.buttons.send')}
          </Button>
          <Button disabled>{t('demo.buttons.disabled')}</Button>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('demo.buttons.clicks', { count: clicks })}
          </Text>
        </Group>
      </DemoBlock>
    </Stack>
  );
}

export function ModalDemo() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [applying, setApplying] = useState(false);
  const apply = () => {
    setApplying(true);
    window.setTimeout(() => {
      setApplying(false);
      setOpened(false);
      notify.info(t('demo.modal.applied'));
    }, DEMO_DELAY_MS);
  };
  return (
    <DemoBlock title={t('demo.modal.title')} note={t('demo.modal.note')}>
      <Group>
        <Button onClick={() => setOpened(true)}>{t('demo.modal.open')}</Button>
      </Group>
      <AppModal opened={opened} onClose={() => setOpened(false)} title={t('demo.modal.dialogTitle')} onApply={apply} applying={applying}>
        <Text>{t('demo.modal.dialogText')}</Text>
      </AppModal>
    </DemoBlock>
  );
}

export function GoToRouteDemo() {
  const { t } = useTranslation();
  return (
    <DemoBlock title={t('demo.goToRoute.title')} note={t('demo.goToRoute.note')}>
      <Stack gap="sm" align="flex-start">
        <GoToRoute to={paths.cabinet.profile()} label={t('demo.goToRoute.profile')} />
        <GoToRoute to={paths.cabinet.settings()} label={t('demo.goToRoute.settings')} direction="forward" />
        <GoToRoute to={paths.staticPages()} label={t('demo.goToRoute.legal')} direction="forward" />
      </Stack>
    </DemoBlock>
  );
}
