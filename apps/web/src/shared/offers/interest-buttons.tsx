import { Button, Group } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';

export interface InterestButtonsProps {
  /** The answer given: interesting, not interesting, or none yet. */
  current: boolean | null;
  /** The button pressed last, which spins while its answer is on the way (null: none is). */
  sending: boolean | null;
  disabled?: boolean;
  onPress: (pressed: boolean) => void;
}

/** The two buttons of the three-way interest answer; the chosen one is filled and pressed. */
export function InterestButtons({ current, sending, disabled = false, onPress }: InterestButtonsProps) {
  const { t } = useTranslation();
  const button = (value: boolean) => (
    <Button
      variant={current === value ? 'filled' : 'default'}
      color={value ? 'teal' : 'red'}
      leftSection={value ? <IconThumbUp size={18} aria-hidden /> : <IconThumbDown size={18} aria-hidden />}
      aria-pressed={current === value}
      disabled={disabled}
      loading={sending === value}
      onClick={() => onPress(value)}
    >
      {value ? t('applications.interest.interesting') : t('applications.interest.notInteresting')}
    </Button>
  );
  return (
    <Group gap="sm" role="group" aria-label={t('applications.interest.label')}>
      {button(true)}
      {button(false)}
    </Group>
  );
}
