import type { Mail } from '../mail.js';
import type { LetterContent, Reader } from './types.js';

/** The one escaping of text put into a letter's HTML. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Every letter's layout: the lead, a quoted text, further paragraphs and a link, as plain text and
 * as HTML built from the same parts.
 */
export function layoutLetter(content: LetterContent, reader: Reader, dedupeKey?: string): Mail {
  const { lead, code, quote, facts = [], paragraphs = [], link } = content;
  const text = [
    lead,
    ...(code ? [code] : []),
    ...(quote ? [quote] : []),
    ...(facts.length ? [facts.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.url}`] : []),
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    ...(code ? [`<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(code)}</p>`] : []),
    ...(quote ? [`<blockquote>${escapeHtml(quote).replace(/\n/g, '<br>')}</blockquote>`] : []),
    ...(facts.length
      ? [`<table>${facts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`]
      : []),
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('');
  return {
    to: reader.email,
    template: content.template,
    language: reader.language,
    subject: content.subject,
    text,
    html,
    ...(content.calendar ? { calendar: content.calendar } : {}),
    ...(dedupeKey ? { dedupeKey } : {}),
  };
}
