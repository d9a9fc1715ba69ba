import { describe, expect, it } from 'vitest';
import { updateIssue } from './update-form';

describe('round update text', () => {
  it('asks for text, at least 10 characters once trimmed and at most 5000', () => {
    expect(updateIssue({ text: '   ', files: [] })).toEqual({ key: 'required' });
    expect(updateIssue({ text: '  ten chars! ', files: [] })).toBeNull();
    expect(updateIssue({ text: ' 123456789 ', files: [] })).toEqual({ key: 'tooShort', min: 10 });
    expect(updateIssue({ text: 'x'.repeat(5001), files: [] })).toEqual({ key: 'tooLong', max: 5000 });
    expect(updateIssue({ text: 'x'.repeat(5000), files: [] })).toBeNull();
  });
});
