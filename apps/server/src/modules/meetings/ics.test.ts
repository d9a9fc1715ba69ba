import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { feedIcs, inviteIcs, meetingUid, uidHost, type IcsMeeting } from './ics.js';

const meeting: IcsMeeting = {
  id: '6f1c1d7e-1111-4222-8333-444455556666',
  sequence: 3,
  name: 'Разбор, part 1; with "quotes"',
  description: 'Line one\nLine two, with a comma',
  location: 'https://meet.example.com/dd?x=1',
  startsAt: new Date('2030-03-31T07:30:00.000Z'),
  endsAt: new Date('2030-03-31T09:00:00.000Z'),
  accepted: null,
  updatedAt: new Date('2030-03-01T00:00:00.000Z'),
};

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

describe('the iCalendar writer', () => {
  it('writes a REQUEST invite in UTC with the stable UID, the sequence, the organizer and the one attendee', () => {
    const text = inviteIcs({
      method: 'REQUEST',
      meeting,
      host: 'platform.example.com',
      organizer: 'Venture platform <no-reply@platform.example.com>',
      attendee: 'a@b.test',
    });
    expect(text).toMatch(/^DTSTART:20300331T073000Z\r$/m);
    const cal = parse(text);
    expect(cal.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = cal.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('meeting-6f1c1d7e-1111-4222-8333-444455556666@platform.example.com');
    expect(event.sequence).toBe(3);
    expect(event.summary).toBe(meeting.name);
    expect(event.description).toBe(meeting.description);
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-03-31T07:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-03-31T09:00:00.000Z');
    expect(vevent.getFirstPropertyValue('url')).toBe(meeting.location);
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:no-reply@platform.example.com');
    expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual(['mailto:a@b.test']);
  });

  it('writes a CANCEL with the event cancelled', () => {
    const cal = parse(inviteIcs({ method: 'CANCEL', meeting, host: 'h', organizer: 'x@h', attendee: 'a@b.test' }));
    expect(cal.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cal.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('writes a named feed marking accepted, waiting and declined meetings', () => {
    const cal = parse(
      feedIcs({ name: 'Anna Analyst', host: 'h', meetings: [{ ...meeting, accepted: true }, meeting, { ...meeting, id: 'x', accepted: false }] }),
    );
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Anna Analyst');
    expect(cal.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'TENTATIVE', 'CANCELLED']);
  });

  it('takes the UID host from the public address', () => {
    expect(uidHost('https://app.example.com:8443/base')).toBe('app.example.com');
    expect(uidHost('not a url')).toBe('platform.localhost');
    expect(meetingUid('m', 'h')).toBe('meeting-m@h');
  });
});
