import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * The lower part of a long screen, rendered in a second pass: once the part above it has been
 * committed, React renders these children as a transition, in slices it can interrupt, and commits
 * them apart. A profile's first render was one commit of some 900 components and one layout of the
 * whole page, two long tasks on a phone; split, the top is drawn first and neither task blocks as
 * long (docs/performance.md, "The profile's lower cards in a second pass"). Use it only for what sits
 * below the first screen, so nothing in view moves when it arrives.
 */
export function SecondPass({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
