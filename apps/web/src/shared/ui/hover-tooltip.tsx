import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Mantine's `Tooltip` where some pointer can hover. Its default opens on a mouse's hover alone (not
 * on focus, not on a touch), so on a touch screen it never shows; there the child renders alone,
 * without the tooltip's portal and positioning, whose blocking re-renders each tooltip cost a
 * phone's screen as it mounted (docs/performance.md, "Tooltips where a pointer hovers"). The child
 * carries its own accessible name. A tooltip opened by the code (`opened`) needs Mantine's own.
 */
export function HoverTooltip(props: Omit<TooltipProps, 'opened' | 'events'>) {
  const canHover = useMediaQuery('(any-hover: hover)', true, { getInitialValueInEffect: false });
  return canHover ? <Tooltip {...props} /> : props.children;
}
