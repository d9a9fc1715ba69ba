/** Up to two capital letters for an avatar without a picture: "Nordlight Robotics" gives "NR". */
export function initials(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((word) => word.charAt(0).toUpperCase()).join('') || '?';
}
