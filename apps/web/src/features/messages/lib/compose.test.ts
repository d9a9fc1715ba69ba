import { describe, expect, it } from 'vitest';
import { MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX } from '@platform/contract';
import { newThreadFormSchema, replyFormSchema } from './compose';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

describe('message forms', () => {
  it('a new thread needs a subject of 3 to 200 characters and a text', () => {
    expect(newThreadFormSchema.safeParse({ title: 'Hi', text: 'x', files: [] }).success).toBe(false);
    expect(newThreadFormSchema.safeParse({ title: 'Hello', text: '   ', files: [] }).success).toBe(false);
    expect(newThreadFormSchema.safeParse({ title: 'x'.repeat(MESSAGE_SUBJECT_MAX + 1), text: 'x', files: [] }).success).toBe(false);
    expect(newThreadFormSchema.safeParse({ title: 'Hello', text: 'A question', files: [file('a.pdf')] }).success).toBe(true);
  });

  it('a reply has at most 5000 characters and 5 files', () => {
    expect(replyFormSchema.safeParse({ title: '', text: 'x'.repeat(MESSAGE_TEXT_MAX), files: [] }).success).toBe(true);
    expect(replyFormSchema.safeParse({ title: '', text: 'x'.repeat(MESSAGE_TEXT_MAX + 1), files: [] }).success).toBe(false);
    const six = Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`));
    expect(replyFormSchema.safeParse({ title: '', text: 'ok', files: six }).success).toBe(false);
  });
});
