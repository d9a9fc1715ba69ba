import type { ReactNode } from 'react';
import { EmptyState, Paper } from '@mantine/core';

export interface StateBlockProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  color?: string;
  /** A framed card inside a page; unframed when the state fills a whole screen. */
  framed?: boolean;
  /** 1 when the state is all the page shows, so the page keeps one main heading. */
  headingOrder?: 1 | 2;
  'data-testid'?: string;
}

/** The common frame of the shared states: an icon, a heading, a line of text and one action. */
export function StateBlock({ icon, title, description, action, color, framed = true, headingOrder = 2, ...rest }: StateBlockProps) {
  const content = (
    <EmptyState variant="light" color={color} size="lg" icon={icon} data-testid={rest['data-testid']}>
      <EmptyState.Title order={headingOrder}>{title}</EmptyState.Title>
      {description ? <EmptyState.Description maw={460}>{description}</EmptyState.Description> : null}
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
  if (!framed) return content;
  return (
    <Paper withBorder radius="lg" py={{ base: 40, sm: 64 }} px="md">
      {content}
    </Paper>
  );
}
