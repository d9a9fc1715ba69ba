import type { Token } from 'marked';

/** A legal text of the Platform in one language; the page title comes from the locale file. */
export interface PolicyDocument {
  /** ISO date from which this version applies. */
  updated: string;
  /** Markdown blocks before the first section. */
  intro: Token[];
  sections: PolicySection[];
}

export interface PolicySection {
  /** Stable anchor, the same in every language, so links to a section survive a language switch. */
  id: string;
  heading: string;
  /** Markdown blocks of the section: paragraphs and lists, in the order written. */
  blocks: Token[];
}
