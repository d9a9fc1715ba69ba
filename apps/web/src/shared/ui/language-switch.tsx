import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@platform/contract';
import { setLanguage } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { useSession } from '../session/session-context';
import { useUpdateLanguage } from '../session/api/update-language';
import { useErrorText } from '../api/use-error-text';
import { notify } from './notify';
import classes from './language-switch.module.css';

/**
 * EN / RU toggle: a group named "Language" of two pressed/unpressed buttons named by their short
 * codes, so the control reads (and is found by tests) the same whichever language is on.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { state } = useSession();
  const updateLanguage = useUpdateLanguage();
  const errorText = useErrorText();

  const choose = (language: Language) => {
    if (language === current) return;
    void setLanguage(language, { persist: true });
    if (state.status === 'loggedIn') {
      updateLanguage.mutate(language, { onError: (error) => notify.error(errorText(error)) });
    }
  };

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
