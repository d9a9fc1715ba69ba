import { useState } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SESSION_TTL_DAYS } from '@platform/contract/basics';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import { paths } from '@/shared/paths';
import classes from './cookie-banner.module.css';

export const COOKIE_AGREEMENT = 'isCookieAgreementAccepted';

/** Fixed at the bottom of every page until accepted; the choice lives in a cookie for a year. */
export function CookieBanner() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => readCookie(COOKIE_AGREEMENT) === '1');
  if (accepted) return null;

  // The text marks its link as <policy>…</policy>; split here so the first load needs no <Trans> parser.
  const [before, policy, after] = t('cookie.text').split(/<policy>(.*?)<\/policy>/);

  const accept = () => {
    writeCookie(COOKIE_AGREEMENT, '1', SESSION_TTL_DAYS);
    setAccepted(true);
  };

  return (
    <Paper className={classes.banner} shadow="lg" radius="lg" withBorder role="region" aria-label={t('cookie.region')}>
      <Group wrap="nowrap" align="flex-start" gap="md" className={classes.body}>
        <IconCookie size={28} stroke={1.5} className={classes.icon} aria-hidden />
        <Text fz="sm" className={classes.text}>
          {before}
          <Anchor component={Link} to={paths.staticPage('cookie-usage-policy')} fz="sm">
            {policy}
          </Anchor>
          {after}
        </Text>
        <Button onClick={accept} className={classes.button}>
          {t('cookie.accept')}
        </Button>
      </Group>
    </Paper>
  );
}
