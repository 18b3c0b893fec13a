/**
 * Records the files the app saves: jsdom has no object URLs and does not download, so each
 * file's content lands in `blobs` and its name in `saved`, in order. Object URLs read
 * `blob:{prefix}/{n}`.
 */
export function recordSavedFiles(prefix: string) {
  const blobs: Blob[] = [];
  const saved: string[] = [];
  URL.createObjectURL = (blob: Blob) => `blob:${prefix}/${blobs.push(blob)}`;
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { blobs, saved };
}
