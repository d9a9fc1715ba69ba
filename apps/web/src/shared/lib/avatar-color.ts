/** The nine decorative styles of avatars without a picture (spec part 1, section 9), in turn. */
export const AVATAR_COLORS = ['brand', 'teal', 'grape', 'orange', 'cyan', 'pink', 'lime', 'violet', 'yellow'] as const;
export type AvatarColor = (typeof AVATAR_COLORS)[number];

/** The style of the avatar at `index` of a list: the nine styles repeat down the list. */
export function avatarColor(index: number): AvatarColor {
  const at = ((Math.trunc(index) % AVATAR_COLORS.length) + AVATAR_COLORS.length) % AVATAR_COLORS.length;
  return AVATAR_COLORS[at]!;
}
