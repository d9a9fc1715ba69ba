import { fetchBlob } from '@/shared/api/fetch-blob';

/**
 * Opens a stored document in a new tab. The tab is opened at once, inside the click, so popup
 * blockers let it through; it is pointed at the bytes once they arrive, or closed on failure.
 */
export async function openFileInNewTab(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchBlob(path));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The new tab has loaded the address by then; the bytes are not needed twice.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves a download (e.g. a spreadsheet template) under `fileName` through a temporary link. */
export async function saveFile(path: string, fileName: string): Promise<void> {
  saveBlob(await fetchBlob(path), fileName);
}

/** Saves bytes made on the page (a text the user keeps) under `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
