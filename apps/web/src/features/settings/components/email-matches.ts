/** The delete dialog's check: the typed e-mail is the account's, spaces and letter case aside. */
export function emailMatches(typed: string | undefined, own: string): boolean {
  return (typed ?? '').trim().toLowerCase() === own.trim().toLowerCase() && own.trim() !== '';
}
