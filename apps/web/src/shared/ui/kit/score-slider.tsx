import { Group, Input, Slider, Text } from '@mantine/core';
import { formatScore } from '@/shared/format/number';
import { useLanguage } from '@/shared/i18n/use-language';

/** The scoring scale of spec part 1, section 5: 1 to 5 in steps of 0.5, starting at 3. */
export const SCORE_SCALE = { min: 1, max: 5, step: 0.5, initial: 3 } as const;

export interface ScoreSliderProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

export function ScoreSlider({ label, value, onChange, disabled }: ScoreSliderProps) {
  const language = useLanguage();
  const shown = (score: number) => formatScore(score, language);
  const marks = [1, 2, 3, 4, 5].map((score) => ({ value: score, label: String(score) }));
  return (
    <Input.Wrapper
      labelElement="div"
      styles={{ label: { width: '100%' } }}
      label={
        <Group justify="space-between" component="span" w="100%">
          <span>{label}</span>
          <Text component="span" fw={700} c="brand.6">
            {shown(value)}
          </Text>
        </Group>
      }
    >
      <Slider
        mt="xs"
        mb="lg"
        min={SCORE_SCALE.min}
        max={SCORE_SCALE.max}
        step={SCORE_SCALE.step}
        value={value}
        onChange={onChange}
        marks={marks}
        disabled={disabled}
        label={shown}
        thumbLabel={label}
        aria-label={label}
      />
    </Input.Wrapper>
  );
}
