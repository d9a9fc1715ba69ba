import type { Language } from '@platform/contract';
import type { LetterContent, Reader } from '../../platform/events/types.js';

/** A letter about a round's questions: a new question to the startup, the startup's answer to the asker. */
export type QuestionLetter = { kind: 'question'; asker: string; text: string } | { kind: 'answer'; startup: string; text: string };

type Text = { subject: string; lead: string };

const texts: Record<Language, { open: string; build: (l: QuestionLetter) => Text }> = {
  en: {
    open: 'Open the round',
    build: (l) =>
      l.kind === 'question'
        ? { subject: `New question from ${l.asker}`, lead: `${l.asker} asked a question on your crowdfunding round:` }
        : { subject: `${l.startup} answered your question`, lead: `${l.startup} answered your question on its crowdfunding round:` },
  },
  ru: {
    open: 'Открыть раунд',
    build: (l) =>
      l.kind === 'question'
        ? { subject: `Новый вопрос от ${l.asker}`, lead: `${l.asker} задал вопрос по вашему раунду краудфандинга:` }
        : { subject: `${l.startup} ответил на ваш вопрос`, lead: `${l.startup} ответил на ваш вопрос по своему раунду краудфандинга:` },
  },
};

/** The letter in its reader's language, the question or answer quoted, with a link to the round. */
export function questionLetter(letter: QuestionLetter, url: string) {
  return (reader: Reader): LetterContent => {
    const t = texts[reader.language];
    const { subject, lead } = t.build(letter);
    return { template: `crowdfunding.${letter.kind}`, subject, lead, quote: letter.text, link: { label: t.open, url } };
  };
}
