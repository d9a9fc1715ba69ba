/** RFC 5987 `attr-char` leaves these out, though `encodeURIComponent` keeps them. */
const encodeExtValue = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Images open in the page (logos, photos); every other file is saved, never rendered by the
 * browser, so a document cannot run as a page of the platform. The plain `filename` is an ASCII
 * stand-in for old clients; `filename*` carries the real name.
 */
export function contentDisposition(mime: string, name: string): string {
  const type = mime.startsWith('image/') ? 'inline' : 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
