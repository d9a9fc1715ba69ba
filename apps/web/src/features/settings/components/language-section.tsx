import { Group, Radio } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { languages, type Language } from '@platform/contract';
import { useChooseLanguage } from '@/shared/session/use-choose-language';
import { notify } from '@/shared/ui/notify';
import { SettingsSection } from './settings-section';
import choiceCard from '@/shared/ui/kit/choice-card.module.css';

/** The interface language: applied at once, kept on this device and on the account. */
export function LanguageSection() {
  const { t, i18n } = useTranslation();
  // Said in the language just chosen: `t` of this render still speaks the previous one.
  const { current, choose } = useChooseLanguage({ onSaved: () => notify.success(i18n.t('settings.language.saved')) });
  return (
    <SettingsSection title={t('settings.language.title')} description={t('settings.language.text')}>
      <Radio.Group value={current} onChange={(value) => choose(value as Language)} label={t('settings.language.label')}>
        <Group gap="sm" mt="xs">
          {languages.map((code) => (
            <Radio.Card className={choiceCard.card} key={code} value={code} radius="md" px="md" py="sm" w="auto" lang={code} aria-label={t(`language.${code}`)}>
              <Group gap="sm" wrap="nowrap">
                <Radio.Indicator />
                <span>{t(`language.${code}`)}</span>
              </Group>
            </Radio.Card>
          ))}
        </Group>
      </Radio.Group>
    </SettingsSection>
  );
}
