/** Saves a file through a blob: URL (no data: URL, no inline image: fine under a strict CSP). */
export function saveFile(blob: Blob, fileName: string, host: Element): void {
  const url = URL.createObjectURL(blob);
  const link = host.ownerDocument.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  host.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
