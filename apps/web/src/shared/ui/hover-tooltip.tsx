import { Suspense, lazy } from 'react';
import type { TooltipProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

const HOVER = '(any-hover: hover)';
const loadTooltip = () => import('./mantine-tooltip');
const Tooltip = lazy(async () => ({ default: (await loadTooltip()).Tooltip }));
// Where a pointer can hover, the tooltip's code comes at once, beside the screen's.
if (typeof window !== 'undefined' && window.matchMedia?.(HOVER).matches) void loadTooltip().catch(() => undefined);

/**
 * Mantine's `Tooltip` where some pointer can hover. Its default opens on a mouse's hover alone (not
 * on focus, not on a touch), so on a touch screen it never shows; there the child renders alone,
 * without the tooltip's portal and positioning, whose blocking re-renders each tooltip cost a
 * phone's screen as it mounted, nor its code and floating-ui's, some 18 KB a phone never needs
 * (docs/performance.md, "Tooltips where a pointer hovers"). Until the code has come, the child
 * shows alone. The child carries its own accessible name. A tooltip opened by the code (`opened`)
 * needs Mantine's own.
 */
export function HoverTooltip(props: Omit<TooltipProps, 'opened' | 'events'>) {
  const canHover = useMediaQuery(HOVER, true, { getInitialValueInEffect: false });
  if (!canHover) return props.children;
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
