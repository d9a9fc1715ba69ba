import { Lexer } from 'marked';
import type { PolicyDocument } from './types';

/** `## 1. Scope {#scope}`: the anchor is written beside the heading because it must not change with the language. */
const anchoredHeading = /^(.*?)\s*\{#([a-z0-9-]+)\}$/;

/** Splits a legal text written in Markdown into its intro and its sections, one per second-level heading. */
export function parsePolicy(markdown: string, updated: string): PolicyDocument {
  const document: PolicyDocument = { updated, intro: [], sections: [] };
  for (const token of Lexer.lex(markdown)) {
    if (token.type === 'space') continue;
    if (token.type === 'heading' && token.depth === 2) {
      const match = anchoredHeading.exec(token.text);
      if (!match) throw new Error(`A section heading needs an anchor such as {#scope}: ${token.text}`);
      document.sections.push({ id: match[2]!, heading: match[1]!, blocks: [] });
    } else {
      (document.sections.at(-1)?.blocks ?? document.intro).push(token);
    }
  }
  return document;
}
