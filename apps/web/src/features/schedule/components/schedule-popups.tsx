import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { AppModal } from '@/shared/ui/kit/app-modal';

/** The shown week has no working time and no meeting: offer the settings. */
export function NoScheduleModal({ opened, onClose, onSettings }: { opened: boolean; onClose: () => void; onSettings: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('schedule.noSchedule.title')}>
      <Text>{t('schedule.noSchedule.description')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('schedule.noSchedule.close')}
        </Button>
        <Button onClick={onSettings}>{t('schedule.noSchedule.action')}</Button>
      </Group>
    </AppModal>
  );
}

/** The company has no internal experts: their schedules start from the profile or the expert list. */
export function NoExpertsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('schedule.noExperts.title')}>
      <Text>{t('schedule.noExperts.description')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to={paths.cabinet.expertList()} variant="default">
          {t('schedule.noExperts.list')}
        </Button>
        <Button component={Link} to={paths.cabinet.profile()}>
          {t('schedule.noExperts.profile')}
        </Button>
      </Group>
    </AppModal>
  );
}
