import { Button, ProgressBar } from '@wm/ui';
import { useId, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import * as controls from '../internal/controls.css';
import { type MediaItem, type MediaKind, mediaKindOf } from './media';
import * as styles from './MediaUploader.css';
import { type MediaUploaderStateOptions, useMediaUploaderState } from './useMediaUploaderState';

export interface MediaUploaderLabels {
  choose: string;
  drop: string;
  remove: (name: string) => string;
  undo: (name: string) => string;
  /** Visible text of the delete and undo buttons (their accessible names are `remove` / `undo`). */
  removeButton: string;
  undoButton: string;
  processing: string;
  deleted: string;
  uploading: (name: string) => string;
  kinds: Record<MediaKind, string>;
  dismiss: string;
}

export const defaultMediaUploaderLabels: MediaUploaderLabels = {
  choose: 'Add files',
  drop: 'or drop files here',
  remove: (n) => `Delete ${n}`,
  undo: (n) => `Undo delete of ${n}`,
  removeButton: 'Delete',
  undoButton: 'Undo',
  processing: 'Processing...',
  deleted: 'Deleted',
  uploading: (n) => `Uploading ${n}`,
  kinds: {
    photo: 'Photo',
    document: 'Document',
    note: 'Note',
    audio: 'Audio',
    video: 'Video',
    unknown: 'File',
  },
  dismiss: 'Dismiss',
};

export interface MediaUploaderProps extends MediaUploaderStateOptions {
  /** Accessible name of the uploader. */
  label: string;
  /** `accept` of the file input (e.g. 'image/*,video/*'). */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  labels?: Partial<MediaUploaderLabels>;
}

function kindOf(item: { mimeType?: string | null; fileName: string }): MediaKind {
  try {
    return mediaKindOf(item.mimeType, item.fileName);
  } catch {
    return 'unknown';
  }
}

/**
 * Media uploader (service spec 2 "Media uploader", 4 "Media", 5 "Files"): choose or drop files;
 * each is checked against `allowedExtensions` ('Invalid File Extension ... did not have the proper
 * extension (allowed extensions: [...])') and sent through `upload(file, onProgress)` (the host
 * does the chunked upload), with a progress bar. Items show their kind (photo, document, note,
 * audio, video, unknown by mime prefix), a video shows 'processing' until its file exists (polled
 * through `refresh` every 5 s), and an item can be marked deleted and the deletion undone.
 */
export function MediaUploader({
  label,
  accept,
  multiple = true,
  disabled = false,
  labels: lp,
  pollMs = 5000,
  ...others
}: MediaUploaderProps) {
  const l = { ...defaultMediaUploaderLabels, ...lp };
  const s = useMediaUploaderState({ ...others, pollMs });
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const inputId = useId();
  return (
    <div role="group" className={styles.root} aria-label={label}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: drop target only; the Add files button is the keyboard path */}
      <div
        className={styles.drop}
        data-over={over}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!disabled) s.addFiles(Array.from(e.dataTransfer.files));
        }}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          className={controls.visuallyHidden}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-label={l.choose}
          onChange={(e) => {
            s.addFiles(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          tabIndex={-1}
        >
          {l.choose}
        </Button>
        <span className={styles.muted}>{l.drop}</span>
      </div>
      {s.errors.map((e) => (
        <p key={e} role="alert" className={styles.error}>
          {e}
        </p>
      ))}
      <ul className={styles.list}>
        {s.pending.map((u) => (
          <li key={u.key} className={styles.item}>
            {u.error ? (
              <>
                <span className={cx(styles.name, styles.error)} role="alert">
                  {u.fileName}: {u.error}
                </span>
                <Button size="sm" variant="ghost" onClick={() => s.dismiss(u.key)}>
                  {l.dismiss}
                </Button>
              </>
            ) : (
              <span className={styles.name}>
                <ProgressBar label={l.uploading(u.fileName)} value={Math.round(u.progress * 100)} />
              </span>
            )}
          </li>
        ))}
        {others.items.map((it: MediaItem) => {
          const kind = kindOf(it);
          return (
            <li key={it.id} className={cx(styles.item, it.deleted && styles.deleted)} data-kind={kind}>
              {kind === 'photo' && it.url && !it.deleted ? (
                <img src={it.url} alt="" className={styles.thumb} />
              ) : null}
              <span className={styles.kind}>{l.kinds[kind]}</span>
              <span className={styles.name}>
                {it.url && !it.deleted ? (
                  <a href={it.url} target="_blank" rel="noreferrer" className={styles.link}>
                    {it.fileName}
                  </a>
                ) : (
                  it.fileName
                )}
              </span>
              {it.processing ? (
                <span className={styles.muted} role="status">
                  {l.processing}
                </span>
              ) : null}
              {it.deleted ? <span className={styles.muted}>{l.deleted}</span> : null}
              <Button
                size="sm"
                variant={it.deleted ? 'secondary' : 'ghost'}
                disabled={disabled}
                aria-label={it.deleted ? l.undo(it.fileName) : l.remove(it.fileName)}
                onClick={() => s.setDeleted(it.id, !it.deleted)}
              >
                {it.deleted ? l.undoButton : l.removeButton}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
