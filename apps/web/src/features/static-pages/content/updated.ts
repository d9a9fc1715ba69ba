/** The date the current versions of the legal texts took effect, shared by both languages. */
export const POLICIES_UPDATED = '2026-11-25';
