import { useEffect, useState } from 'react';
import { nextCollapsed } from '@/features/crowdfunding/lib/header-collapse';

/** True while the page is scrolled far enough down for the list's header to collapse. */
export function useCollapsedHeader(): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    const onScroll = () => setCollapsed((current) => nextCollapsed(current, window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return collapsed;
}
