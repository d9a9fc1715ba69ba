import { forwardRef, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';

export interface NumberTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: ReactNode;
  description?: ReactNode;
  /** A unit beside the number: a currency sign or "%". */
  unit?: string;
  unitSide?: 'left' | 'right';
  disabled?: boolean;
  /** Marks the field required (asterisk and `aria-required`); the form's schema does the checking. */
  required?: boolean;
}

/** Keeps what a number input may hold while typing: digits, a leading minus and one decimal separator. */
export const NUMBER_TEXT = /^-?\d*(?:[.,]\d*)?$/;

/**
 * A number typed as text (spec part 1, section 5): other characters are not taken into the
 * field; empty and a lone minus are allowed while typing, the form's schema decides the rest.
 */
export const NumberTextField = forwardRef<HTMLInputElement, NumberTextFieldProps>(function NumberTextField(
  { label, value, onChange, unit, unitSide = 'right', ...rest },
  ref,
) {
  const section = unit ? <span aria-hidden>{unit}</span> : undefined;
  return (
    <TextInput
      ref={ref}
      label={label}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      leftSection={unitSide === 'left' ? section : undefined}
      rightSection={unitSide === 'right' ? section : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value.trim();
        if (NUMBER_TEXT.test(next)) onChange(next);
      }}
      {...rest}
    />
  );
});
