import { MediaUploader, type MediaItem } from '@wm/widgets';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api.js';
import * as styles from './Places.css.js';
import type { LocationMediaItem } from './placesModel.js';

/** Extensions a location's media may have (the files module checks again). */
export const MEDIA_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'heic',
  'pdf',
  'txt',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'mp3',
  'wav',
  'm4a',
  'mp4',
  'mov',
  'webm',
] as const;

const toItem = (m: LocationMediaItem): MediaItem => ({
  id: m.id,
  fileName: m.fileName,
  mimeType: m.mimeType ?? null,
  url: `/api/file/${encodeURIComponent(m.id)}`,
  deleted: m.deleted === true,
});

/**
 * The media tab of a location (service spec 2 "Media uploader", 4 "Media", 7 "Files and media"):
 * files go up through POST /api/file (chunked) and join the location's media on save; an item can
 * be marked deleted and the deletion undone until the location is saved.
 */
export function LocationMediaTab() {
  const { t } = useTranslation();
  return (
    <Field<LocationMediaItem[] | null> name="media">
      {({ input }) => (
        <div className={styles.form}>
          <p className={styles.hint}>{t('places.hint.media')}</p>
          <MediaUploader
            label={t('places.tab.media')}
            items={(input.value || []).map(toItem)}
            allowedExtensions={MEDIA_EXTENSIONS}
            accept={MEDIA_EXTENSIONS.map((e) => `.${e}`).join(',')}
            upload={async (file, onProgress) => {
              onProgress(0.1);
              const stored = await apiClient.files.upload(file, file.name, undefined, 'media');
              onProgress(1);
              return { id: stored.id, fileName: stored.fileName, mimeType: stored.mimeType, url: stored.url };
            }}
            onChange={(items) =>
              input.onChange(
                items.map((i) => ({
                  id: i.id,
                  fileName: i.fileName,
                  mimeType: i.mimeType ?? null,
                  ...(i.deleted ? { deleted: true } : {}),
                })),
              )
            }
            labels={{
              choose: t('places.media.choose'),
              drop: t('places.media.drop'),
              remove: (n) => t('places.media.remove', { name: n }),
              undo: (n) => t('places.media.undo', { name: n }),
              removeButton: t('places.media.removeButton'),
              undoButton: t('places.media.undoButton'),
              processing: t('places.media.processing'),
              deleted: t('places.media.deleted'),
              uploading: (n) => t('places.media.uploading', { name: n }),
              dismiss: t('places.media.dismiss'),
              kinds: {
                photo: t('places.media.kind.photo'),
                document: t('places.media.kind.document'),
                note: t('places.media.kind.note'),
                audio: t('places.media.kind.audio'),
                video: t('places.media.kind.video'),
                unknown: t('places.media.kind.unknown'),
              },
            }}
          />
        </div>
      )}
    </Field>
  );
}
