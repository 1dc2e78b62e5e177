/**
 * Saves bytes as a file the way every browser allows without a prompt: a Blob URL on an <a download>
 * that is clicked once. The URL is revoked a moment later (revoking at once cancels the download in
 * some browsers).
 */
export function saveFile(bytes: Uint8Array, fileName: string, type = 'application/pdf', doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
