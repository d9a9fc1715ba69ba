import { useEffect, useState } from 'react';
import { Box, Drawer } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CabinetNav } from './cabinet-nav';

/**
 * The cabinet's menu in a drawer, below the `sm` breakpoint. It mounts on its first opening, not with
 * the frame: mounted closed, Mantine's drawer still set up its portal, its transitions and its
 * listeners in blocking updates while a phone drew the first screen (docs/performance.md, "The
 * drawer on first opening"). It mounts closed and opens in the next frame, so the first opening
 * slides in as every later one does.
 */
export function PhoneMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  return used ? <MountedPhoneMenu opened={opened} onClose={onClose} /> : null;
}

function MountedPhoneMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Drawer
      opened={opened && ready}
      onClose={onClose}
      hiddenFrom="sm"
      size="min(320px, 85vw)"
      padding="md"
      title={t('nav.mainMenu')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Box h="calc(100dvh - 90px)">
        <CabinetNav onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
