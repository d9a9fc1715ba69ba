import type { Language, RealtimeEvent, RealtimePayload } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';

/**
 * Where a push goes. A socket joins its account's room, managers join `managers`, and a backer's
 * sockets join the rooms of the rounds it backs: one publish reaches everyone in a room, on every
 * process, whatever their number.
 */
export type Room = `user:${string}` | 'managers' | `round:${string}`;
export const rooms = {
  user: (id: string): Room => `user:${id}`,
  managers: 'managers' as Room,
  round: (id: string): Room => `round:${id}`,
};

/** A socket event of the contract's catalogue to the sockets of some rooms (each socket gets it once). */
export type Push = { [E in RealtimeEvent]: { to: readonly Room[]; event: E; payload: RealtimePayload<E> } }[RealtimeEvent];

/** The reader a letter is rendered for. */
/** `timeZone`: the account's setting, UTC while it has none. */
export type Reader = { email: string; language: Language; timeZone: string };

/** A letter's words in its reader's language; the layout (text and HTML) is the same for all. */
export type LetterContent = {
  template: string;
  subject: string;
  /** The opening paragraph. */
  lead: string;
  /** A one-time code, set large on its own line. */
  code?: string | undefined;
  /** Quoted text: a reason, an update, a message (kept as written, line breaks included). */
  quote?: string | undefined;
  /** Further paragraphs. */
  paragraphs?: readonly string[];
  link?: { label: string; url: string } | undefined;
  /** Label and value rows (a meeting's time and place). */
  facts?: readonly (readonly [string, string])[];
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
};

/**
 * A letter that follows an event: to an account (skipped unless it is active) or to an address.
 * `key` names it within its event, so the event dispatched twice still mails it once.
 */
export type Letter = {
  key: string;
  to: { userId: string } | { email: string; language: Language };
  render(reader: Reader): LetterContent;
};

/** What follows an event. */
export type Effects = {
  pushes?: readonly Push[];
  letters?: readonly Letter[];
  /** Accounts whose sockets join or leave a room (a new backer of a round, a cancelled one). */
  join?: readonly { userId: string; room: Room }[];
  leave?: readonly { userId: string; room: Room }[];
  /**
   * Rows the event adds beyond its write, written once with the mark that the event is delivered
   * (a round's update on the timelines of its thousand backers: rows the request does not wait
   * for). `pushes` go out after they commit, so a client refetching on them finds the rows.
   */
  writes?: { run: (tx: Tx) => Promise<void>; pushes?: readonly Push[] };
};

/**
 * `recordedAt`: when the write that recorded the event committed its row (the database's clock).
 * `pushNow` sends pushes before the handler goes on to read: a push that needs no read (a round's
 * update to its room) then does not wait for the ten thousand backers the letters are read for.
 * Outside a delivery (the letters job runs a handler again for its letters) it sends nothing.
 */
export type HandlerContext = { db: Db; publicUrl: string; recordedAt: Date; pushNow: (pushes: readonly Push[]) => void };
export type EventHandler<P> = (payload: P, ctx: HandlerContext) => Effects | Promise<Effects>;
/** A module's events (type → payload) and their handlers. */
export type Handlers<M> = { [K in keyof M]: EventHandler<M[K]> };

export type { Tx };
