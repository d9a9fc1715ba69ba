import { UnstyledButton } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { languages } from '@platform/contract/basics';
import { useChooseLanguage } from '@/shared/session/use-choose-language';
import classes from './language-switch.module.css';

/**
 * EN / RU toggle: a group named "Language" of two pressed/unpressed buttons named by their short
 * codes, so the control reads (and is found by tests) the same whichever language is on.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { current, choose } = useChooseLanguage();

  return (
    <div role="group" aria-label={t('language.label')} className={classes.root}>
      {languages.map((code) => (
        <UnstyledButton
          key={code}
          className={classes.option}
          aria-pressed={code === current}
          data-active={code === current || undefined}
          title={t(`language.${code}`)}
          lang={code}
          onClick={() => choose(code)}
        >
          {code.toUpperCase()}
        </UnstyledButton>
      ))}
    </div>
  );
}
