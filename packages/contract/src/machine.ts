/**
 * A status machine: from each status, the statuses it may move to. Statuses with no entry are
 * final. Where actors differ (a pilot's manager and its owner), each actor has its own machine.
 * The server checks every move with `canMove`; every card answer carries `movesFrom` for its
 * caller, so the web renders the moves and derives none.
 */
export type Machine<S extends string> = Readonly<Partial<Record<S, readonly S[]>>>;

/** Declares a machine, typed by its statuses: `machine<RoundStatus>({ new: ['active'] })`. */
export function machine<S extends string>(table: Partial<Record<S, readonly S[]>>): Machine<S> {
  return Object.freeze({ ...table });
}

/** The statuses `from` may move to, in the order the table lists them; none from a final status. */
export function movesFrom<S extends string>(m: Machine<S>, from: S): S[] {
  return [...(m[from] ?? [])];
}

/** Whether `from` may move to `to`. */
export function canMove<S extends string>(m: Machine<S>, from: S, to: S): boolean {
  return m[from]?.includes(to) ?? false;
}
