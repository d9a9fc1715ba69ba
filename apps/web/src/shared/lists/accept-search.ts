/**
 * The search box's next text: input longer than the limit is ignored, the box keeps what it had
 * (spec section 2: "longer input ignored").
 */
export function acceptSearch(previous: string, next: string, max: number): string {
  return next.length > max ? previous : next;
}
