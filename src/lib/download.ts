/**
 * Downloaded files (PDF and Excel exports) get the date and time appended to their name
 * (spec 1 section 7, spec 2 section 7). The spec gives no format, so the stamp is the local
 * time as `name_YYYY-MM-DD_HH-mm-ss.ext`: sortable, and free of characters file systems refuse.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** `report.pdf` at 2026-03-04 09:05:07 → `report_2026-03-04_09-05-07.pdf`. */
export function fileNameWithStamp(name: string, date: Date): string {
  const stamp =
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}` +
    `_${two(date.getHours())}-${two(date.getMinutes())}-${two(date.getSeconds())}`;
  const trimmed = name.trim();
  const dot = trimmed.lastIndexOf('.');
  // No extension, or a name that is only an extension (".pdf"): the stamp goes at the end or the start.
  if (dot < 0) return `${trimmed || 'download'}_${stamp}`;
  const base = trimmed.slice(0, dot);
  return `${base ? `${base}_` : ''}${stamp}${trimmed.slice(dot)}`;
}

/** Saves a blob under a file name: an object URL, a clicked anchor, the URL revoked. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoked after the click has handed the URL to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
