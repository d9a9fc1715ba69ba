import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, setLanguage } from '@/shared/i18n/i18n';
import { copyToClipboard, type ClipboardWriter } from './copy-to-clipboard';

const refusing: ClipboardWriter = { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) };

async function copyAndListen(clipboard: ClipboardWriter | undefined) {
  const notices: string[] = [];
  const done = await copyToClipboard('https://platform.test/calendar/feed.ics', clipboard, (message) => notices.push(message));
  return { done, notices };
}

describe('copying to the clipboard', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('copies the text and tells nothing when the browser lets it', async () => {
    const written: string[] = [];
    const { done, notices } = await copyAndListen({ writeText: (text) => Promise.resolve(void written.push(text)) });
    expect(done).toBe(true);
    expect(written).toEqual(['https://platform.test/calendar/feed.ics']);
    expect(notices).toEqual([]);
  });

  it('tells "Connection is insecure" when the browser refuses the write', async () => {
    expect(await copyAndListen(refusing)).toEqual({ done: false, notices: ['Connection is insecure'] });
  });

  it('tells the same where the page has no clipboard at all (served over plain http)', async () => {
    expect(await copyAndListen(undefined)).toEqual({ done: false, notices: ['Connection is insecure'] });
  });

  it('tells it in Russian in the Russian interface', async () => {
    await setLanguage('ru', { persist: false });
    try {
      expect((await copyAndListen(refusing)).notices).toEqual(['Соединение небезопасно']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
