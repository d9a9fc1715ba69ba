/** Icon sizes of the kit, in pixels (spec part 2, section 9). */
export const ICON_SIZES = [12, 16, 24, 32, 40, 48, 64] as const;
export type IconSize = (typeof ICON_SIZES)[number];
