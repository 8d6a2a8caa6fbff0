/** Media kinds, resolved from the mime type's prefix (then the extension). */
export type MediaKind = 'photo' | 'document' | 'note' | 'audio' | 'video' | 'unknown';

/** A stored media item as the host hands it over. */
export interface MediaItem {
  id: string;
  fileName: string;
  mimeType?: string | null;
  /** Download or preview URL. */
  url?: string | null;
  /** Marked deleted (service spec 4 "Media": can be undone until saved). */
  deleted?: boolean;
  /** A video whose file does not exist yet (shows "processing", polled every 5 s). */
  processing?: boolean;
}

const EXT_KIND: Record<string, MediaKind> = {
  jpg: 'photo',
  jpeg: 'photo',
  png: 'photo',
  gif: 'photo',
  bmp: 'photo',
  webp: 'photo',
  heic: 'photo',
  pdf: 'document',
  doc: 'document',
  docx: 'document',
  xls: 'document',
  xlsx: 'document',
  csv: 'document',
  txt: 'note',
  md: 'note',
  mp3: 'audio',
  wav: 'audio',
  m4a: 'audio',
  ogg: 'audio',
  mp4: 'video',
  mov: 'video',
  webm: 'video',
  avi: 'video',
};

/** Lower-case extension of a file name without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const i = fileName.lastIndexOf('.');
  return i > 0 && i < fileName.length - 1 ? fileName.slice(i + 1).toLowerCase() : '';
}

/**
 * Kind of a file by mime prefix: image/ photo, video/ video, audio/ audio, text/ note, application/
 * document; otherwise by extension; 'unknown' when neither tells. Throws 'File ext not resolved.'
 * (service spec 5 "Files") when there is neither a mime type nor an extension.
 */
export function mediaKindOf(mimeType: string | null | undefined, fileName: string): MediaKind {
  const mime = (mimeType ?? '').toLowerCase();
  if (mime.startsWith('image/')) return 'photo';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('text/')) return 'note';
  if (mime.startsWith('application/')) return 'document';
  const ext = extensionOf(fileName);
  if (!mime && !ext) throw new Error('File ext not resolved.');
  return EXT_KIND[ext] ?? 'unknown';
}

/**
 * Checks a file name against the allowed extensions (without dots, case-insensitive). Returns null
 * when allowed (or when the list is empty: anything goes), else the spec's message
 * 'Invalid File Extension {name} did not have the proper extension (allowed extensions: [a, b])'.
 */
export function checkExtension(fileName: string, allowed: readonly string[]): string | null {
  if (allowed.length === 0) return null;
  const list = allowed.map((a) => a.replace(/^\./, '').toLowerCase());
  if (list.includes(extensionOf(fileName))) return null;
  return `Invalid File Extension ${fileName} did not have the proper extension (allowed extensions: [${list.join(', ')}])`;
}
