import { eventRecorder } from '../../../platform/events/record.js';
import { pushTo, timelinePushes } from '../../../platform/events/pushes.js';
import { rooms, type Effects, type Handlers } from '../../../platform/events/types.js';
import { reportingLetter } from '../room-letters.js';

/** What happens in a finished round's room and its reporting. */
export type RoomStep =
  /** A post in the backers' room discussion. */
  | { kind: 'post'; roundId: string; startupId: string; postId: string; authorId: string }
  /** The reporting job found the next report due (`report_due`), or still missing 30 days after it (`report_late`). */
  | { kind: 'report_due' | 'report_late'; roundId: string; startupId: string; due: string };

export type RoomEvents = { 'crowdfunding.room': RoomStep };
export const recordRoomEvent = eventRecorder<RoomEvents>();

/**
 * What follows: a post refreshes the open pages of the room (the round's room holds its backers'
 * sockets; the startup and the managers get it too), with no letter, since a discussion would
 * flood every member's mail. The reporting letters go to the startup; a late report's push also
 * reaches the round's backers and the managers, whose open view of the round turns "late".
 */
export const roomHandlers: Handlers<RoomEvents> = {
  'crowdfunding.room'(step, { publicUrl }): Effects {
    const payload = { id: step.roundId };
    const round = rooms.round(step.roundId);
    if (step.kind === 'post') return { pushes: [pushTo('crowdfunding', payload, [step.startupId], [round])] };
    const url = `${publicUrl}/cabinet/crowdfunding/view/${step.roundId}`;
    const letters = [{ key: `${step.kind}:${step.due}`, to: { userId: step.startupId }, render: reportingLetter({ kind: step.kind, due: step.due }, url) }];
    const pushes =
      step.kind === 'report_late'
        ? [pushTo('crowdfunding', payload, [step.startupId], [round])]
        : [{ to: [rooms.user(step.startupId)], event: 'crowdfunding' as const, payload }];
    return { pushes: [...pushes, ...timelinePushes([step.startupId])], letters };
  },
};
