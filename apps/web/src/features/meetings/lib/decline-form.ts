import { reasonTooLong, reasonTooShort } from '@platform/contract';

/**
 * The reason's message: the contract's (and the server's) two English texts become locale keys;
 * any other server text is shown as it came.
 */
export function reasonMessage(text: string | undefined): { key: 'meetings.decline.tooShort' | 'meetings.decline.tooLong' } | { text: string } | undefined {
  if (!text) return undefined;
  if (text === reasonTooShort) return { key: 'meetings.decline.tooShort' };
  if (text === reasonTooLong) return { key: 'meetings.decline.tooLong' };
  return { text };
}
