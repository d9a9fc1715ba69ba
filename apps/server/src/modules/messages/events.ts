import { eq } from 'drizzle-orm';
import type { ThreadKind } from '@platform/contract';
import { tickets } from '../../db/schema/index.js';
import { eventRecorder } from '../../platform/events/record.js';
import { pushTo, timelinePushes } from '../../platform/events/pushes.js';
import { rooms, type Effects, type Handlers, type Letter } from '../../platform/events/types.js';
import { userEventsOf } from '../badges/index.js';
import { answerLetter } from './letters.js';

export type MessageEvents = {
  /** A thread moved: a post was written (with its timeline entry), or it was closed or reopened. */
  'messages.thread': {
    threadId: string;
    companyId: string;
    kind: ThreadKind;
    ticketId: string | null;
    title: string;
    /** A post with its timeline entry on the company's timeline. */
    posted: boolean;
    /** When a manager's answer is due a letter to the company (the quiet time since the last one is over). */
    mailAt: string | null;
  };
};

export const recordMessageEvent = eventRecorder<MessageEvents>();

/**
 * What follows a thread's move: `companyMessage` (company threads) or `message` (ticket threads) to
 * the company and the managers, the company's badge counters as `userEvents`, `timeline` for a post,
 * and the letter of a manager's answer to the company, with a link to the thread.
 */
export const messageHandlers: Handlers<MessageEvents> = {
  async 'messages.thread'(e, { db, publicUrl }): Promise<Effects> {
    const event = e.kind === 'company' ? 'companyMessage' : 'message';
    const pushes = [
      pushTo(event, { id: e.threadId, ticketId: e.ticketId }, [e.companyId]),
      { to: [rooms.user(e.companyId)], event: 'userEvents' as const, payload: await userEventsOf(db, e.companyId) },
      ...(e.posted ? timelinePushes([e.companyId]) : []),
    ];
    if (!e.mailAt) return { pushes };
    const [ticket] = e.ticketId ? await db.select({ type: tickets.type }).from(tickets).where(eq(tickets.id, e.ticketId)).limit(1) : [];
    const path = ticket ? `/cabinet/applications/view/${ticket.type}/${e.ticketId}/message/view/${e.threadId}` : `/cabinet/messages/view/${e.threadId}/`;
    const letter: Letter = {
      key: 'answer',
      to: { userId: e.companyId },
      render: answerLetter({ title: e.title, at: new Date(e.mailAt), url: `${publicUrl}${path}` }),
    };
    return { pushes, letters: [letter] };
  },
};
