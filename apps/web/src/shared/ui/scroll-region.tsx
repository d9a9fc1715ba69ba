import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import classes from './scroll-region.module.css';

export interface ScrollRegionProps {
  /** What the region holds, e.g. the table's name; the accessible name adds that it scrolls. */
  label: string;
  /** The content keeps at least this width and scrolls sideways below it. */
  minWidth: number;
  /** The first column sticks to the start edge, so no fade is drawn over it. */
  stickyStart?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A sideways-scrolling container for wide tables. A fade shows on each edge that has more
 * content behind it, because on a phone a cut column otherwise looks like the table's end; the
 * region is named and focusable, so keyboard users can scroll it with the arrow keys.
 */
export function ScrollRegion({ label, minWidth, stickyStart = false, className, children }: ScrollRegionProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    // No measure here: reading the sizes in an effect forces the whole page's layout before the
    // browser would do it; the observer's first report comes right after that layout instead.
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);

  return (
    <div
      className={[classes.frame, className].filter(Boolean).join(' ')}
      data-more-start={more.start && !stickyStart ? '' : undefined}
      data-more-end={more.end ? '' : undefined}
      data-testid="scroll-region"
    >
      <div ref={ref} className={classes.scroller} role="region" aria-label={t('common.scrollsSideways', { name: label })} tabIndex={0}>
        <div style={{ minWidth }}>{children}</div>
      </div>
    </div>
  );
}
