/** A legal text of the Platform in one language; the page title comes from the locale file. */
export interface PolicyDocument {
  /** ISO date from which this version applies. */
  updated: string;
  intro: string[];
  sections: PolicySection[];
}

export interface PolicySection {
  /** Stable anchor, the same in every language, so links to a section survive a language switch. */
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}
