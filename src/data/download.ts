// Handing a file made on the device to the browser's downloads, as a link to
// it would: the account's data download and the places export both do.

/** Downloads `blob` as `name`. */
export function saveToDownloads(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file a moment after the click: it stays a minute, then its memory goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
