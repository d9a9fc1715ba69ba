/** A base32 key in groups of four, as authenticator apps show keys typed by hand; apps ignore the spaces. */
export function groupedKey(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
