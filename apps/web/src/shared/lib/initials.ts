/** Up to two capital letters for an avatar without a picture: "Nordlight Robotics" gives "NR". */
export function initials(text: string): string {
  // Words that do not start with a letter or digit ("-", "&") give no initial.
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}
