/** The list's header collapses once the page scrolls past this… (spec section 2) */
export const HEADER_COLLAPSE_AT = 124;
/** …and comes back only near the top, so it does not flicker in between. */
export const HEADER_EXPAND_UNDER = 4;

/** Whether the header is collapsed at `scrollY`, given whether it was: between the two marks nothing changes. */
export function nextCollapsed(collapsed: boolean, scrollY: number): boolean {
  if (scrollY > HEADER_COLLAPSE_AT) return true;
  if (scrollY < HEADER_EXPAND_UNDER) return false;
  return collapsed;
}
