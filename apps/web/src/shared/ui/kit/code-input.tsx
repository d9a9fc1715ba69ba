import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Group, Input, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CODE_LENGTH } from '@platform/contract';
import { eraseBack, eraseHere, enterText, isCodeComplete, toBoxes, typedText, type CodeEdit } from './code-input-rules';

export interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once every box holds a digit, e.g. to send the code at once. */
  onComplete?: (code: string) => void;
  length?: number;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Receives the first box, so a form can focus the field (react-hook-form's `field.ref`). */
  firstBoxRef?: (node: HTMLInputElement | null) => void;
}

/**
 * A mailed confirmation code, one digit per box (spec part 2, section 5): typing moves to the
 * next box, Backspace goes back, a pasted or autofilled code fills every box.
 */
export function CodeInput({ label, value, onChange, onComplete, length = CODE_LENGTH, error, disabled, autoFocus, firstBoxRef }: CodeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = toBoxes(value, length);

  const apply = ({ value: next, focus }: CodeEdit) => {
    if (next !== value) {
      onChange(next);
      if (isCodeComplete(next, length)) onComplete?.(next);
    }
    const box = refs.current[focus];
    box?.focus();
    // The focused box's digit is selected, so the next key replaces it.
    requestAnimationFrame(() => box?.select());
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(eraseBack(value, index, length));
    } else if (event.key === 'Delete') {
      event.preventDefault();
      apply(eraseHere(value, index, length));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      apply({ value, focus: index - 1 });
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      apply({ value, focus: index + 1 });
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(enterText(value, index, event.clipboardData.getData('text/plain'), length));
  };

  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} error={error} errorProps={{ id: errorId }}>
      <Group role="group" aria-labelledby={labelId} gap={8} wrap="nowrap" mt={6}>
        {boxes.map((digit, index) => (
          <Input
            key={index}
            ref={(node) => {
              refs.current[index] = node;
              if (index === 0) firstBoxRef?.(node);
            }}
            value={digit}
            onChange={(event) => apply(enterText(value, index, typedText(digit, event.currentTarget.value), length))}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.currentTarget.select()}
            aria-label={t('codeInput.digit', { index: index + 1, length })}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            error={Boolean(error)}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            size="lg"
            style={{ flex: '1 1 0', minWidth: 0, maxWidth: 56 }}
            styles={{ input: { textAlign: 'center', fontSize: 22, fontWeight: 700, paddingInline: 0 } }}
          />
        ))}
      </Group>
      <Text fz="xs" c="dimmed" mt={6} hidden={Boolean(error)}>
        {t('codeInput.hint', { length })}
      </Text>
    </Input.Wrapper>
  );
}
