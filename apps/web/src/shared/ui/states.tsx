import type { ReactNode } from 'react';
import { Button, Code, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBarrierBlock, IconCloudOff, IconMapSearch, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { StateBlock } from './state-block';
import { errorPresentation } from '@/shared/api/error-presentation';
import { ResponseStatusError } from '@/shared/api/errors';
import { paths } from '@/shared/paths';

const ICON = { size: 36, stroke: 1.6 } as const;
/** A refusal decided in the browser reads as the server's 403 does. */
const FORBIDDEN = new ResponseStatusError(403);

export function NoResults({ onRetry, description }: { onRetry?: () => void; description?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StateBlock
      icon={<IconSearchOff {...ICON} />}
      color="gray"
      title={t('states.noResults.title')}
      description={description ?? t('states.noResults.description')}
      action={
        onRetry ? (
          <Button variant="light" onClick={onRetry}>
            {t('states.noResults.action')}
          </Button>
        ) : null
      }
    />
  );
}

export function PageNotFound({ framed = false, headingOrder = 1 }: { framed?: boolean; headingOrder?: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <StateBlock
      framed={framed}
      headingOrder={headingOrder}
      icon={<IconMapSearch {...ICON} />}
      title={t('states.error.notFound.title')}
      description={t('states.error.notFound.description')}
      action={
        <Button component={Link} to={paths.cabinet.root()}>
          {t('states.notFound.action')}
        </Button>
      }
    />
  );
}

export interface SomethingWentWrongProps {
  /**
   * The failure, when there is one: it picks the heading and the line under it, and whether
   * `onRetry` is offered (only where asking again can help; see `errorPresentation`).
   */
  error?: unknown;
  onRetry?: () => void;
  description?: ReactNode;
  /** Replaces the retry button, e.g. a way back where repeating cannot help. */
  action?: ReactNode;
  framed?: boolean;
  headingOrder?: 1 | 2;
}

export function SomethingWentWrong({ error, onRetry, description, action, framed = true, headingOrder }: SomethingWentWrongProps) {
  const { t } = useTranslation();
  const { kind, retry } = error === undefined ? { kind: 'unknown' as const, retry: true } : errorPresentation(error);
  return (
    <StateBlock
      framed={framed}
      headingOrder={headingOrder}
      color="red"
      icon={<IconAlertTriangle {...ICON} />}
      title={t(`states.error.${kind}.title`)}
      description={description ?? t(`states.error.${kind}.description`)}
      action={
        action ??
        (onRetry && retry ? (
          <Button variant="light" color="red" onClick={onRetry}>
            {t('states.wentWrong.action')}
          </Button>
        ) : null)
      }
      data-testid="something-went-wrong"
    />
  );
}

/** Shown by a route whose role rules refuse the current account: the refusal of a 403, with a way out. */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <SomethingWentWrong
      headingOrder={1}
      error={FORBIDDEN}
      description={t('states.notAllowed.description')}
      action={
        <Button component={Link} to={paths.cabinet.profile()} variant="light" color="red">
          {t('states.notAllowed.action')}
        </Button>
      }
    />
  );
}

/**
 * A screen whose code did not load (spec part 2, section 8: ChunkLoadError after 120 s). Only a
 * reload helps, so that is the one action; the error's name is shown for a support request.
 */
export function ChunkLoadFailed({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <StateBlock
      framed={false}
      headingOrder={1}
      color="red"
      icon={<IconCloudOff {...ICON} />}
      title={t('states.chunkLoad.title')}
      description={
        <Stack gap="xs" align="center" component="span">
          <Text component="span" inherit>
            {t('states.chunkLoad.description')}
          </Text>
          <Text component="span" fz="sm" c="dimmed">
            {t('states.chunkLoad.code')} <Code>ChunkLoadError</Code>
          </Text>
        </Stack>
      }
      action={<Button onClick={onReload}>{t('states.chunkLoad.action')}</Button>}
      data-testid="chunk-load-error"
    />
  );
}

export function UnderConstruction({ description, action }: { description?: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StateBlock
      color="brand"
      icon={<IconBarrierBlock {...ICON} />}
      title={t('states.underConstruction.title')}
      description={description ?? t('states.underConstruction.description')}
      action={action}
      data-testid="under-construction"
    />
  );
}
