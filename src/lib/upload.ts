/**
 * Checks a chosen file before it is uploaded, with the spec's messages (spec 2 section 8):
 * 'File must be smaller than 5MB!', '{file} is not a pdf file', '{file} is not a xlsx file'.
 *
 * Rules:
 * - The extension decides the type, in any case (`DEED.PDF` is a pdf).
 * - The browser's MIME type may be empty or generic (`application/octet-stream`, common for
 *   xlsx on some systems) and is then ignored; a MIME type naming another kind of file
 *   (a `.pdf` that says `image/png`) is refused with the type message.
 * - "Smaller than 5MB" is strict: a file of exactly 5 MB (5 × 1024 × 1024 bytes) is refused.
 * - The type is checked first; a file failing both gets the type message.
 */

export type UploadKind = 'pdf' | 'xlsx' | 'image';

export interface UploadRule {
  accept: UploadKind;
  /** Largest size in MB (1 MB = 1024 × 1024 bytes); files must be strictly smaller. */
  maxMb: number;
}

/** The spec's limits: wire instructions PDF under 5 MB, client import xlsx under 10 MB. */
export const UPLOAD_RULES = {
  wireInstructions: { accept: 'pdf', maxMb: 5 },
  clientImport: { accept: 'xlsx', maxMb: 10 },
  image: { accept: 'image', maxMb: 5 },
} as const satisfies Record<string, UploadRule>;

interface KindInfo {
  extensions: readonly string[];
  mimes: readonly string[];
  /** The type message; the spec words pdf and xlsx, the image wording follows them. */
  message: (file: string) => string;
}

const KINDS: Record<UploadKind, KindInfo> = {
  pdf: {
    extensions: ['pdf'],
    mimes: ['application/pdf'],
    message: (file) => `${file} is not a pdf file`,
  },
  xlsx: {
    extensions: ['xlsx'],
    mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    message: (file) => `${file} is not a xlsx file`,
  },
  image: {
    extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
    mimes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    message: (file) => `${file} is not an image file`,
  },
};

const GENERIC_MIMES = ['', 'application/octet-stream'];

export const sizeMessage = (maxMb: number) => `File must be smaller than ${maxMb}MB!`;

/** The file input's `accept` attribute for a kind. */
export const acceptAttribute = (kind: UploadKind) =>
  [...KINDS[kind].extensions.map((e) => `.${e}`), ...KINDS[kind].mimes].join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The message refusing the file, or null when it may be uploaded. */
export function checkUpload(
  file: { name: string; size: number; type?: string },
  rule: UploadRule,
): string | null {
  const kind = KINDS[rule.accept];
  const mime = (file.type ?? '').toLowerCase();
  const typeOk =
    kind.extensions.includes(extensionOf(file.name)) &&
    (GENERIC_MIMES.includes(mime) || kind.mimes.includes(mime));
  if (!typeOk) return kind.message(file.name);
  if (file.size >= rule.maxMb * 1024 * 1024) return sizeMessage(rule.maxMb);
  return null;
}
