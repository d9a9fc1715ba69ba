/**
 * `''` and whitespace become null; other values pass as they are (for a form's `normalise`). Apart
 * from the form resolver: a profile's view reads its form helpers, and importing this from the
 * resolver's module would load the form library with the view.
 */
export function blankToNull<T>(value: T): T | null {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}
