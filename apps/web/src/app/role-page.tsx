import type { ComponentType } from 'react';
import { useCurrentUser } from '@/shared/session/session-context';

/**
 * One route, two screens by role: an expert's applications are its due-diligence tickets, which
 * live in their own feature. Each screen stays a lazy chunk; only the one shown is loaded.
 */
export function expertOr(expert: ComponentType, others: ComponentType): ComponentType {
  return function ByRole() {
    const Page = useCurrentUser().role === 'expert' ? expert : others;
    return <Page />;
  };
}
