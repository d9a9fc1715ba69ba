import type { ReactNode } from 'react';
import { Text, TextInput, Textarea, type MantineSize } from '@mantine/core';

export interface CountedTextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** A growing text area of up to 7 rows (spec part 1, section 5). */
  multiline?: boolean;
  size?: MantineSize;
  /** What to write, under the field above its counter. */
  description?: ReactNode;
}

const order: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** "used / max" of a field with a length limit, turning orange at the limit. */
export function LengthCounter({ length, max }: { length: number; max: number }) {
  return (
    <Text component="span" fz="xs" c={length >= max ? 'orange.8' : 'dimmed'} data-testid="length-counter">
      {length}/{max}
    </Text>
  );
}

/** Text input that cuts input at `maxLength` and shows "used / max" under the field. */
export function CountedTextField({ value, onChange, maxLength, multiline = false, description, ...rest }: CountedTextFieldProps) {
  const counter = <LengthCounter length={value.length} max={maxLength} />;
  const below = description ? (
    <>
      <span style={{ display: 'block' }}>{description}</span>
      {counter}
    </>
  ) : (
    counter
  );
  const shared = { ...rest, value, maxLength, description: below, inputWrapperOrder: order };
  const cut = (text: string) => onChange(text.slice(0, maxLength));
  return multiline ? (
    <Textarea {...shared} autosize minRows={3} maxRows={7} onChange={(event) => cut(event.currentTarget.value)} />
  ) : (
    <TextInput {...shared} onChange={(event) => cut(event.currentTarget.value)} />
  );
}
