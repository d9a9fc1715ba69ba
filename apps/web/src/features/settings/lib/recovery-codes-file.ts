/** What the saved file of recovery codes says around the codes, in the interface language. */
export interface RecoveryFileWords {
  title: string;
  /** Whose codes these are and when they were made, already worded. */
  account: string;
  /** How to use them: each works once, keep them apart from the phone. */
  advice: string;
}

/**
 * The recovery codes as a plain text file a person keeps: a title, whose they are, how to use
 * them, then one code a line. CRLF line ends, so Notepad shows the lines too.
 */
export function recoveryCodesText(codes: readonly string[], words: RecoveryFileWords): string {
  return [words.title, words.account, '', words.advice, '', ...codes.map((code, index) => `${String(index + 1).padStart(2, ' ')}. ${code}`), ''].join('\r\n');
}

/** The file's name: the host it is for and the day, so codes of two sites or two enrolments are told apart. */
export function recoveryCodesFileName(host: string, day: Date): string {
  const safeHost = host.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'account';
  return `recovery-codes-${safeHost}-${day.toISOString().slice(0, 10)}.txt`;
}
