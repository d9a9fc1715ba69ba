import { describe, expect, it } from 'vitest';
import { calendarPolicy } from './policy.js';

const kinds = ['startup', 'investor', 'corporate', 'expert', 'manager'] as const;
const allowed = (verb: (c: { id: string; role: string }) => boolean) => kinds.filter((role) => verb({ id: 'x', role }));

describe('calendarPolicy', () => {
  it('lets expert companies keep their experts’ calendars and managers read any, nobody else', () => {
    expect(allowed(calendarPolicy.read)).toEqual(['expert', 'manager']);
    expect(allowed(calendarPolicy.ownExpertsOnly)).toEqual(['expert']);
    expect(allowed(calendarPolicy.edit)).toEqual(['expert']);
    expect(allowed(calendarPolicy.answersMeetings)).toEqual(['expert']);
  });
});
