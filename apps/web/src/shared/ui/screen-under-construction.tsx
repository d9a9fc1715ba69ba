import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '../hooks/use-document-title';
import { PageHeader } from './page-header';
import { UnderConstruction } from './states';
import { GoToRoute, type GoToRouteProps } from './kit/go-to-route';

export interface ScreenUnderConstructionProps {
  title: string;
  eyebrow?: ReactNode;
  back?: Omit<GoToRouteProps, 'direction'>;
}

/** A cabinet screen whose content lands in a later release: its header and the shared state. */
export function ScreenUnderConstruction({ title, eyebrow, back }: ScreenUnderConstructionProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      {back ? <GoToRoute {...back} /> : null}
      <PageHeader title={title} eyebrow={eyebrow} />
      <UnderConstruction />
    </Stack>
  );
}
