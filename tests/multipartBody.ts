/**
 * A multipart body as a browser sends it: the fields in order, each file with its name, type and
 * bytes. jsdom's XHR hands msw neither the name nor the bytes of a file in a FormData, so the
 * screen tests send this instead and the simulator reads what a browser would have sent.
 */
export async function multipartBody(
  form: FormData,
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----screen-test-${Math.random().toString(16).slice(2)}`;
  const text = (s: string) => new TextEncoder().encode(s);
  const quoted = (s: string) => s.replace(/"/g, '%22').replace(/\r?\n/g, ' ');
  const parts: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"`;
    if (typeof value === 'string') {
      parts.push(text(`${head}\r\n\r\n${value}\r\n`));
      continue;
    }
    const type = value.type || 'application/octet-stream';
    parts.push(text(`${head}; filename="${quoted(value.name)}"\r\nContent-Type: ${type}\r\n\r\n`));
    parts.push(new Uint8Array(await value.arrayBuffer()), text('\r\n'));
  }
  parts.push(text(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    body.set(p, at);
    at += p.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
