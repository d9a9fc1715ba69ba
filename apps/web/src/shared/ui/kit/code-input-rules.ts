/**
 * Pure rules of the one-digit-per-box code input. The value is the digits in box order, an empty
 * box being a space; trailing empty boxes are left out, so an untouched input is `''`.
 */
export interface CodeEdit {
  value: string;
  /** The box to focus after the edit. */
  focus: number;
}

/** Digits of any typed or pasted text, at most `length`: "123 456", "123-456", "Code: 123456". */
export function normaliseCode(text: string, length: number): string {
  return text.replace(/\D+/g, '').slice(0, length);
}

export function toBoxes(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i]! : ''));
}

export function fromBoxes(boxes: readonly string[]): string {
  return boxes
    .map((digit) => (digit === '' ? ' ' : digit))
    .join('')
    .trimEnd();
}

export function isCodeComplete(value: string, length: number): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value);
}

/**
 * What a box's own input received: a box that held a digit gets the old digit plus the new one
 * (caret before or after it), so the old one is dropped; anything longer is a paste or autofill.
 */
export function typedText(previous: string, raw: string): string {
  if (previous !== '' && raw.length === 2 && raw.includes(previous)) {
    return raw.startsWith(previous) ? raw.slice(1) : raw.slice(0, 1);
  }
  return raw;
}

/**
 * Text entered at box `index`: a whole code (as many digits as boxes) fills every box from the
 * first, wherever it was pasted; fewer digits fill from `index` on. Non-digits are ignored.
 */
export function enterText(value: string, index: number, text: string, length: number): CodeEdit {
  const digits = normaliseCode(text, length);
  if (digits === '') return { value, focus: index };
  if (digits.length === length) return { value: digits, focus: length - 1 };
  const boxes = toBoxes(value, length);
  const room = Math.min(digits.length, length - index);
  for (let i = 0; i < room; i++) boxes[index + i] = digits[i]!;
  return { value: fromBoxes(boxes), focus: Math.min(index + room, length - 1) };
}

/** Backspace: clears the box, or when it is already empty, goes back and clears the one before. */
export function eraseBack(value: string, index: number, length: number): CodeEdit {
  const boxes = toBoxes(value, length);
  if (boxes[index] !== '') {
    boxes[index] = '';
    return { value: fromBoxes(boxes), focus: index };
  }
  if (index === 0) return { value, focus: 0 };
  boxes[index - 1] = '';
  return { value: fromBoxes(boxes), focus: index - 1 };
}

/** Delete: clears the box and stays. */
export function eraseHere(value: string, index: number, length: number): CodeEdit {
  const boxes = toBoxes(value, length);
  boxes[index] = '';
  return { value: fromBoxes(boxes), focus: index };
}
