/**
 * File-type rules for uploads (service spec 5 "Files", platform spec 5.2 and 7 "Files"): the allowed
 * extension list, mime-type resolution and the media type chosen by mime prefix.
 */

/** Extensions (lower case, no dot) that uploads may carry. Executables, scripts and HTML are never stored. */
export const ALLOWED_FILE_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'heic',
  'tif',
  'tiff',
  'pdf',
  'txt',
  'csv',
  'rtf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'mp3',
  'wav',
  'm4a',
  'aac',
  'ogg',
  'mp4',
  'mov',
  'm4v',
  'avi',
  'webm',
  '3gp',
] as const;

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  heic: 'image/heic',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  rtf: 'application/rtf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  m4v: 'video/x-m4v',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
  '3gp': 'video/3gpp',
};

/** The spec's message when file type resolution has neither a mime type nor an extension. */
export const FILE_EXT_NOT_RESOLVED = 'File ext not resolved.';

/** Lower-case extension of a file name without the dot ('' when there is none, e.g. 'README' or '.env'). */
export function fileExtension(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  return base.slice(dot + 1).toLowerCase();
}

/**
 * Checks a file name against `allowed` (default ALLOWED_FILE_EXTENSIONS). Returns null when allowed,
 * else the spec's message 'Invalid File Extension {fileName} did not have the proper extension
 * (allowed extensions: [jpg, jpeg, ...])' (service spec 5 "Files").
 */
export function checkFileExtension(
  fileName: string,
  allowed: readonly string[] = ALLOWED_FILE_EXTENSIONS,
): string | null {
  const ext = fileExtension(fileName);
  if (ext && allowed.includes(ext)) return null;
  return `Invalid File Extension ${fileName} did not have the proper extension (allowed extensions: [${allowed.join(', ')}])`;
}

/**
 * The mime type stored for an upload: the declared one when it is specific (not empty and not
 * application/octet-stream), else the one of the extension. Throws Error('File ext not resolved.')
 * when neither gives a type (service spec 5 "Files").
 */
export function resolveMimeType(fileName: string, declared?: string | null): string {
  const clean = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  if (clean && clean !== 'application/octet-stream' && /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(clean))
    return clean;
  const byExt = MIME_BY_EXTENSION[fileExtension(fileName)];
  if (byExt) return byExt;
  if (clean === 'application/octet-stream') return clean;
  throw new Error(FILE_EXT_NOT_RESOLVED);
}

/** General media types (service spec 3 "Service reference entities": chosen by mime prefix). */
export type MediaType = 'photo' | 'document' | 'note' | 'audio' | 'video' | 'unknown';

/**
 * Media type of a mime type by its prefix: image/ photo, video/ video, audio/ audio, text/ and
 * application/ document, anything else unknown. ('note' is a media item without a file.)
 */
export function mediaTypeOf(mimeType: string | null | undefined): MediaType {
  const m = (mimeType ?? '').toLowerCase();
  if (m.startsWith('image/')) return 'photo';
  if (m.startsWith('video/')) return 'video';
  if (m.startsWith('audio/')) return 'audio';
  if (m.startsWith('text/') || m.startsWith('application/')) return 'document';
  return 'unknown';
}

/** Mime types a browser may render inline; everything else is served as an attachment. */
export function isInlineMimeType(mimeType: string): boolean {
  return /^(image\/(jpeg|png|gif|bmp|webp)|application\/pdf|video\/|audio\/|text\/plain)/.test(mimeType);
}

/**
 * A file name safe to store and to send in Content-Disposition: the base name only, control
 * characters removed, at most 200 characters. Returns 'file' when nothing is left.
 */
export function sanitizeFileName(fileName: string): string {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  if (!base) return 'file';
  if (base.length <= 200) return base;
  const ext = fileExtension(base);
  return ext ? `${base.slice(0, 199 - ext.length)}.${ext}` : base.slice(0, 200);
}
