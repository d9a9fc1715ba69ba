import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface GoToRouteProps {
  to: string;
  label: string;
  /** `back` puts the arrow before the text, as a return link. */
  direction?: 'back' | 'forward';
}

/** A text link to another screen with a direction arrow. */
export function GoToRoute({ to, label, direction = 'back' }: GoToRouteProps) {
  const Arrow = direction === 'back' ? IconArrowLeft : IconArrowRight;
  return (
    <Anchor component={Link} to={to} fw={600} fz="sm" underline="hover">
      <Group gap={6} component="span" wrap="nowrap" style={{ display: 'inline-flex' }}>
        {direction === 'back' ? <Arrow size={16} aria-hidden /> : null}
        <span>{label}</span>
        {direction === 'forward' ? <Arrow size={16} aria-hidden /> : null}
      </Group>
    </Anchor>
  );
}
