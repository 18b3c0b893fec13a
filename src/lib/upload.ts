/**
 * Checks a file before it is uploaded (in the browser) and as it arrives (on the server), with
 * the spec's messages (spec 2 section 8): 'File must be smaller than 5MB!', '{file} is not a
 * pdf file', '{file} is not a xlsx file'. Images and documents are worded the same way.
 *
 * Uploads are data, never code. A file passes when:
 * - its extension (the last one, in any case: `DEED.PDF` is a pdf, `x.pdf.html` is html) is one
 *   the upload takes;
 * - the browser's MIME type is empty or generic (`application/octet-stream`, common for xlsx on
 *   some systems), or one of the upload's types; a `.pdf` that says `image/png` is refused;
 * - its first bytes are what the extension says (an HTML page renamed `.pdf` is refused): the
 *   magic numbers of SIGNATURES, or plain text for `.txt` and `.csv`;
 * - it is strictly smaller than the limit: a file of exactly 5 MB (5 × 1024 × 1024 bytes) is
 *   refused under a 5 MB limit.
 * The type is checked first; a file failing both gets the type message. An empty file is not of
 * any type. SVG is never an image here: it is a document that can carry script.
 */

export type UploadKind = 'pdf' | 'xlsx' | 'image' | 'document';

export interface UploadRule {
  accept: UploadKind;
  /** Largest size in MB (1 MB = 1024 × 1024 bytes); files must be strictly smaller. */
  maxMb: number;
}

/**
 * The limits. From the spec: wire instructions PDF under 5 MB, client import xlsx under 10 MB.
 * Designed: pictures (photos, logos, backgrounds) under 5 MB like the spec's other files, and
 * case and lot documents under 25 MB (scanned court papers run to several MB).
 */
export const UPLOAD_RULES = {
  wireInstructions: { accept: 'pdf', maxMb: 5 },
  clientImport: { accept: 'xlsx', maxMb: 10 },
  image: { accept: 'image', maxMb: 5 },
  document: { accept: 'document', maxMb: 25 },
} as const satisfies Record<string, UploadRule>;

/** What a file's first bytes say it is: a container for the office formats, text for txt/csv. */
export type FileFormat = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'ole' | 'text';

/** How many leading bytes are read to tell a file's format. */
export const HEAD_BYTES = 1024;

const bytesOf = (ascii: string) => Array.from(ascii, (c) => c.charCodeAt(0));

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const WHITESPACE = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const LESS_THAN = 0x3c;

/**
 * Text: no NUL byte in the head, and not markup. HTML, SVG, XML and script pages start with `<`
 * once a byte-order mark and whitespace are skipped.
 */
function isPlainText(head: Uint8Array): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  let i = startsWith(head, UTF8_BOM) ? UTF8_BOM.length : 0;
  while (i < head.length && WHITESPACE.has(head[i])) i++;
  return head[i] !== LESS_THAN;
}

/** Magic numbers, first match wins; text comes last, as what is left. */
const SIGNATURES: readonly { format: FileFormat; test: (head: Uint8Array) => boolean }[] = [
  { format: 'pdf', test: (h) => startsWith(h, bytesOf('%PDF')) },
  { format: 'png', test: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { format: 'jpeg', test: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  { format: 'gif', test: (h) => startsWith(h, bytesOf('GIF8')) },
  {
    format: 'webp',
    test: (h) => startsWith(h, bytesOf('RIFF')) && startsWith(h, bytesOf('WEBP'), 8),
  },
  // OOXML (docx, xlsx, pptx) and ODF (odt, ods) are zip packages.
  { format: 'zip', test: (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]) },
  // Legacy office files (doc, xls, ppt) are OLE compound files.
  { format: 'ole', test: (h) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0]) },
  { format: 'text', test: isPlainText },
];

/** The format a file's first bytes show, or null (empty, markup, or unknown binary). */
export function detectFormat(head: Uint8Array): FileFormat | null {
  return SIGNATURES.find((s) => s.test(head))?.format ?? null;
}

/** Each extension taken anywhere: the format its bytes must have and the type it is served as. */
const EXTENSIONS: Record<string, { format: FileFormat; mime: string }> = {
  pdf: { format: 'pdf', mime: 'application/pdf' },
  png: { format: 'png', mime: 'image/png' },
  jpg: { format: 'jpeg', mime: 'image/jpeg' },
  jpeg: { format: 'jpeg', mime: 'image/jpeg' },
  gif: { format: 'gif', mime: 'image/gif' },
  webp: { format: 'webp', mime: 'image/webp' },
  doc: { format: 'ole', mime: 'application/msword' },
  xls: { format: 'ole', mime: 'application/vnd.ms-excel' },
  ppt: { format: 'ole', mime: 'application/vnd.ms-powerpoint' },
  docx: {
    format: 'zip',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    format: 'zip',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pptx: {
    format: 'zip',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  odt: { format: 'zip', mime: 'application/vnd.oasis.opendocument.text' },
  ods: { format: 'zip', mime: 'application/vnd.oasis.opendocument.spreadsheet' },
  txt: { format: 'text', mime: 'text/plain' },
  csv: { format: 'text', mime: 'text/csv' },
};

const IMAGES = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

interface KindInfo {
  extensions: readonly string[];
  /** The type message: the spec words pdf and xlsx; image and document follow them (designed). */
  message: (file: string) => string;
}

const KINDS: Record<UploadKind, KindInfo> = {
  pdf: { extensions: ['pdf'], message: (file) => `${file} is not a pdf file` },
  xlsx: { extensions: ['xlsx'], message: (file) => `${file} is not a xlsx file` },
  image: { extensions: IMAGES, message: (file) => `${file} is not an image file` },
  document: {
    extensions: [
      'pdf',
      ...IMAGES,
      'doc',
      'docx',
      'xls',
      'xlsx',
      'ppt',
      'pptx',
      'odt',
      'ods',
      'csv',
      'txt',
    ],
    message: (file) => `${file} is not a document file`,
  },
};

const GENERIC_MIMES = ['', 'application/octet-stream'];

const mimesOf = (kind: UploadKind) => [
  ...new Set(KINDS[kind].extensions.map((e) => EXTENSIONS[e].mime)),
];

/**
 * The header naming one upload (designed): the backend answers a repeated key with the answer
 * it gave the first time, storing nothing again.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const sizeMessage = (maxMb: number) => `File must be smaller than ${maxMb}MB!`;

/** The file input's `accept` attribute for a kind. */
export const acceptAttribute = (kind: UploadKind) =>
  [...KINDS[kind].extensions.map((e) => `.${e}`), ...mimesOf(kind)].join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * The type a file is stored and served as, from its extension once its bytes confirm it (the
 * uploader's stated type plays no part), or null when they do not.
 */
export function detectedType(name: string, head: Uint8Array): string | null {
  const ext = EXTENSIONS[extensionOf(name)];
  return ext && detectFormat(head) === ext.format ? ext.mime : null;
}

/** Whether a stored type is shown in the browser (pictures, PDF) rather than saved. */
export const opensInline = (type: string) =>
  type === 'application/pdf' || IMAGES.some((e) => EXTENSIONS[e].mime === type);

/** The message refusing the file (`head`: its first bytes), or null when it may be uploaded. */
export function checkUpload(
  file: { name: string; size: number; type?: string },
  rule: UploadRule,
  head: Uint8Array,
): string | null {
  const kind = KINDS[rule.accept];
  const mime = (file.type ?? '').toLowerCase();
  const typeOk =
    kind.extensions.includes(extensionOf(file.name)) &&
    (GENERIC_MIMES.includes(mime) || mimesOf(rule.accept).includes(mime)) &&
    file.size > 0 &&
    detectedType(file.name, head) !== null;
  if (!typeOk) return kind.message(file.name);
  if (file.size >= rule.maxMb * 1024 * 1024) return sizeMessage(rule.maxMb);
  return null;
}

/** The first bytes of a file, as checkUpload reads them. */
export async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
}

/** checkUpload on a picked or received file, its first bytes read. */
export async function checkFile(
  file: Blob & { name: string },
  rule: UploadRule,
): Promise<string | null> {
  return checkUpload(file, rule, await headOf(file));
}
