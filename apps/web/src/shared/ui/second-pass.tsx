import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * The lower part of a long screen, rendered after the part above it: once that has been committed,
 * React renders these children as transitions, in slices it can interrupt, one child per commit. A
 * profile's first render was one commit of some 900 components and one layout of the whole page,
 * two long tasks on a phone; split, the top is drawn first, and no commit holds more than one card
 * (docs/performance.md, "The profile's lower cards in a second pass" and "One card per commit").
 * Use it only for what sits below the first screen, so nothing in view moves when it arrives.
 */
export function SecondPass({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const [shown, setShown] = useState(0);
  const total = parts.length;
  // Each commit's effect asks for the next child, so every one lands in a commit of its own.
  useEffect(() => {
    if (shown < total) startTransition(() => setShown((count) => count + 1));
  }, [shown, total]);
  return parts.slice(0, shown);
}
