import { fileTypeFromBuffer } from 'file-type';

/**
 * Upload kinds (issue 15 section 2): the multipart field `kind` (sent before the file part) names
 * what the upload is for; each kind has its own size limit and accepted content. Unknown kinds are
 * refused; no kind is 'other' (the general limit, any allowed extension).
 */
export const UPLOAD_KINDS = {
  /** An employee photo or other picture shown inline. */
  photo: { maxBytes: 10 * 1024 * 1024, accept: 'image' },
  /** A drawn signature (PNG/JPEG). */
  signature: { maxBytes: 2 * 1024 * 1024, accept: 'image' },
  /** Location and ticket media: pictures, video, audio, documents. */
  media: { maxBytes: null, accept: 'any' },
  /** A CSV import file. */
  import: { maxBytes: 20 * 1024 * 1024, accept: 'text' },
  /** Anything else (general limit). */
  other: { maxBytes: null, accept: 'any' },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The kind of an upload from its field value; throws a message for an unknown one. */
export function uploadKindOf(value: unknown): UploadKind {
  if (value === undefined || value === null || value === '') return 'other';
  if (typeof value === 'string' && value in UPLOAD_KINDS) return value as UploadKind;
  throw new Error(
    `Unknown upload kind '${String(value).slice(0, 40)}' (${Object.keys(UPLOAD_KINDS).join(', ')}).`,
  );
}

/** The size limit of a kind, within the server's general limit. */
export function kindMaxBytes(kind: UploadKind, generalMax: number): number {
  const own = UPLOAD_KINDS[kind].maxBytes;
  return own === null ? generalMax : Math.min(own, generalMax);
}

/** Types that are never stored, whatever the name says (programs and libraries). */
const EXECUTABLE =
  /^application\/(x-msdownload|x-dosexec|vnd\.microsoft\.portable-executable|x-elf|x-executable|x-mach-binary|x-sharedlib|x-msi|java-archive|x-java-archive|wasm|x-apple-diskimage)$/;

/**
 * Checks the content of a stored upload against its name's type and its kind (issue 15: an .exe
 * renamed .png is refused). `head` is the first bytes of the file. Returns the refusal message or
 * null. Pictures, PDFs, audio and video must be what their extension says; text (CSV, TXT) must not
 * be a binary format; programs are refused under any name.
 */
export async function contentProblem(
  head: Uint8Array,
  fileName: string,
  declaredMime: string,
  kind: UploadKind,
): Promise<string | null> {
  const sniffed = (await fileTypeFromBuffer(head))?.mime ?? null;
  const declared = declaredMime.toLowerCase();
  const not = (what: string) =>
    `The content of ${fileName} is not ${what}${sniffed ? ` (it is ${sniffed})` : ''}; the file was refused.`;
  if (sniffed && EXECUTABLE.test(sniffed))
    return `${fileName} is a program (${sniffed}); programs cannot be uploaded.`;
  const accept = UPLOAD_KINDS[kind].accept;
  if (accept === 'image' && !declared.startsWith('image/'))
    return `A ${kind} must be a picture (JPEG, PNG, GIF, BMP or WebP).`;
  if (accept === 'text' && !declared.startsWith('text/')) return 'An import file must be a CSV file.';
  const family = (m: string) => m.split('/')[0];
  if (declared.startsWith('text/')) return sniffed ? not('text') : null;
  if (declared === 'application/pdf') return sniffed === 'application/pdf' ? null : not('a PDF document');
  if (['image', 'audio', 'video'].includes(family(declared)!)) {
    // HEIC and TIFF variants, and MP4-family audio/video, are matched by family.
    if (!sniffed) return not(`a${family(declared) === 'image' ? 'n' : ''} ${family(declared)} file`);
    const same =
      family(sniffed) === family(declared) ||
      (family(declared) === 'audio' && family(sniffed) === 'video') ||
      (family(declared) === 'video' && family(sniffed) === 'audio');
    return same ? null : not(`a${family(declared) === 'image' ? 'n' : ''} ${family(declared)} file`);
  }
  return null;
}
