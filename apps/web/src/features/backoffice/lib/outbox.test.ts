import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { mailFailureKinds, mailStates, outboxStateFilters } from '@platform/contract';
import en from '@/shared/i18n/locales/en.json';
import ru from '@/shared/i18n/locales/ru.json';
import { canRetry, outboxFilterStates, outboxPages, outboxParams, readOutboxParams, shownError, stateBadge } from './outbox';

async function translator(lng: 'en' | 'ru') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, fallbackLng: false, resources: { en: { translation: en }, ru: { translation: ru } } });
  return (key: string, values?: Record<string, unknown>) => i18n.t(key as never, (values ?? {}) as never) as unknown as string;
}

describe('a letter on the outbox page', () => {
  it('shows its state as a badge named in both languages', async () => {
    const [tEn, tRu] = await Promise.all([translator('en'), translator('ru')]);
    expect(mailStates.map((s) => tEn(stateBadge(s).label))).toEqual(['Kept', 'Queued', 'Sending', 'Sent', 'Failed']);
    expect(mailStates.map((s) => tRu(stateBadge(s).label))).toEqual(['Сохранено', 'В очереди', 'Отправляется', 'Отправлено', 'Не доставлено']);
    expect(stateBadge('failed').color).toBe('red');
    expect(stateBadge('sent').color).not.toBe(stateBadge('failed').color);
  });

  it('offers "Send again" on a failed letter only', () => {
    expect(mailStates.filter((state) => canRetry({ state }))).toEqual(['failed']);
  });

  it('shows why the letter failed while it is failed or waiting, not once it is sent', () => {
    const error = 'Error: Message failed: 451 try again later';
    const shown = { kind: 'refused', detail: error };
    expect(shownError({ state: 'failed', error, error_kind: 'refused' })).toEqual(shown);
    expect(shownError({ state: 'queued', error, error_kind: 'refused' })).toEqual(shown);
    expect(shownError({ state: 'sent', error, error_kind: 'refused' })).toBeNull();
    expect(shownError({ state: 'queued', error: null, error_kind: null })).toBeNull();
  });

  it('words every kind of failure in both languages, without the raw error', async () => {
    const [tEn, tRu] = await Promise.all([translator('en'), translator('ru')]);
    for (const kind of mailFailureKinds) {
      for (const t of [tEn, tRu]) {
        const text = t('manage.outbox.lastError', { reason: t(`manage.outbox.failure.${kind}`) });
        expect(text).not.toMatch(/manage\.outbox|ECONN|Error:/);
      }
    }
    expect(tEn('manage.outbox.lastError', { reason: tEn('manage.outbox.failure.unreachable') })).toBe(
      'Why it failed: the mail server could not be reached. Check that it runs and that SMTP_URL names its host and port.',
    );
  });

  it('counts its attempts with the plural forms of each language', async () => {
    const [tEn, tRu] = await Promise.all([translator('en'), translator('ru')]);
    expect([1, 2].map((count) => tEn('manage.outbox.attempts', { count }))).toEqual(['1 attempt', '2 attempts']);
    expect([1, 2, 5, 21].map((count) => tRu('manage.outbox.attempts', { count }))).toEqual(['1 попытка', '2 попытки', '5 попыток', '21 попытка']);
  });
});

describe('the outbox filters in the URL', () => {
  it('read a recipient, a state and a page, and drop what is not one', () => {
    expect(readOutboxParams(new URLSearchParams('to=Anna@Example.test&state=failed&page=3'))).toEqual({ to: 'anna@example.test', state: 'failed', page: 3 });
    expect(readOutboxParams(new URLSearchParams('to=nobody&state=lost&page=-1'))).toEqual({ to: null, state: null, page: 1 });
  });

  it('write only what differs from the bare outbox', () => {
    expect(outboxParams({ to: null, state: null, page: 1 })).toEqual({});
    expect(outboxParams({ to: 'a@b.test', state: 'sent', page: 2 })).toEqual({ to: 'a@b.test', state: 'sent', page: '2' });
  });

  it('offer All, Failed, Queued and Sent, each named in both languages', async () => {
    const [tEn, tRu] = await Promise.all([translator('en'), translator('ru')]);
    expect(outboxFilterStates.every((s) => (outboxStateFilters as readonly string[]).includes(s))).toBe(true);
    expect(['all', ...outboxFilterStates].map((s) => tEn(`manage.outbox.stateFilters.${s}`))).toEqual(['All', 'Failed', 'Queued', 'Sent']);
    expect(['all', ...outboxFilterStates].map((s) => tRu(`manage.outbox.stateFilters.${s}`))).toEqual(['Все', 'Не доставлены', 'В очереди', 'Отправлены']);
  });

  it('offer a next page only when older letters follow', () => {
    expect(outboxPages(1, false)).toBe(1);
    expect(outboxPages(1, true)).toBe(2);
    expect(outboxPages(4, true)).toBe(5);
  });
});
