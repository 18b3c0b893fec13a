/**
 * Bytes of real files for upload tests: uploads are checked by their first bytes as well as their
 * name (src/lib/upload.ts), so a test file must be what its name says.
 */
const text = (s: string) => new TextEncoder().encode(s);

/** A small PDF whose body carries `note`. */
export const pdfBytes = (note = 'document') => text(`%PDF-1.4\n% ${note}\n%%EOF\n`);

/** A 1×1 PNG. */
export const pngBytes = () =>
  Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );

/** The start of a JPEG. */
export const jpegBytes = () =>
  Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

/** An HTML page with script, as a file renamed to look like a document arrives. */
export const htmlBytes = () =>
  text('<!DOCTYPE html><html><body><script>fetch("/api/user/profile")</script></body></html>');

/** An SVG picture with script. */
export const svgBytes = () =>
  text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><rect/></svg>');

/** `size` bytes that start as `head` (zeros after it). */
export function sized(head: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  out.set(head.subarray(0, size));
  return out;
}
