import { useState } from 'react';
import { Checkbox, Group, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { ChoiceList } from '@/shared/ui/kit/choice-list';
import { SCORE_SCALE, ScoreSlider } from '@/shared/ui/kit/score-slider';
import { formatNumber } from '@/shared/format/number';
import { useLanguage } from '@/shared/i18n/use-language';
import { DemoBlock } from './demo-block';
import { demoIndustries } from './demo-options';

export function InputDemo() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [about, setAbout] = useState('');
  return (
    <Stack gap="lg">
      <DemoBlock title={t('demo.input.counted')} note={t('demo.input.countedNote')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <CountedTextField label={t('demo.input.companyName')} value={name} onChange={setName} maxLength={50} required />
          <CountedTextField label={t('demo.input.description')} value={about} onChange={setAbout} maxLength={300} multiline />
        </SimpleGrid>
      </DemoBlock>
      <DemoBlock title={t('demo.input.states')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <TextInput label={t('demo.input.website')} placeholder="example.com" />
          <PasswordInput label={t('auth.login.password')} visibilityToggleButtonProps={{ 'aria-label': t('auth.login.toggleVisibility') }} />
          <TextInput label={t('demo.input.withError')} defaultValue="name@" error={t('validation.emailNotCorrect')} />
          <TextInput label={t('demo.input.disabled')} defaultValue={t('demo.input.disabledValue')} disabled />
        </SimpleGrid>
      </DemoBlock>
    </Stack>
  );
}

export function CheckboxDemo() {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [industries, setIndustries] = useState<string[]>(['fintech']);
  return (
    <Stack gap="lg">
      <DemoBlock title={t('demo.checkbox.single')}>
        <Stack gap="sm">
          <Checkbox checked={agreed} onChange={(event) => setAgreed(event.currentTarget.checked)} label={t('demo.checkbox.agreement')} />
          <Checkbox indeterminate label={t('demo.checkbox.indeterminate')} readOnly />
          <Checkbox disabled label={t('demo.checkbox.disabled')} />
        </Stack>
      </DemoBlock>
      <DemoBlock title={t('demo.checkbox.list')} note={t('demo.checkbox.listNote')}>
        <ChoiceList label={t('demo.fields.industries')} options={demoIndustries(t)} value={industries} onChange={setIndustries} max={5} />
      </DemoBlock>
    </Stack>
  );
}

export function RadioDemo() {
  const { t } = useTranslation();
  const [method, setMethod] = useState('email');
  return (
    <DemoBlock title={t('demo.radio.title')} note={t('demo.radio.note')}>
      <Radio.Group label={t('demo.radio.label')} value={method} onChange={setMethod}>
        <Group gap="lg" mt="xs">
          <Radio value="email" label={t('demo.radio.email')} />
          <Radio value="phone" label={t('demo.radio.phone')} />
          <Radio value="other" label={t('demo.radio.other')} />
        </Group>
      </Radio.Group>
    </DemoBlock>
  );
}

export function SliderDemo() {
  const { t } = useTranslation();
  const [team, setTeam] = useState<number>(SCORE_SCALE.initial);
  const [business, setBusiness] = useState(4.5);
  const language = useLanguage();
  return (
    <DemoBlock title={t('demo.slider.title')} note={t('demo.slider.note')}>
      <Stack gap="md" maw={520}>
        <ScoreSlider label={t('demo.slider.team')} value={team} onChange={setTeam} />
        <ScoreSlider label={t('demo.slider.business')} value={business} onChange={setBusiness} />
        <Text fz="sm" c="dimmed">
          {t('demo.slider.average', { value: formatNumber((team + business) / 2, language, 1) })}
        </Text>
      </Stack>
    </DemoBlock>
  );
}
