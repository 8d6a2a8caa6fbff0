import { Button, useToast } from '@wm/ui';
import { useRef, useState } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../lib/api.js';
import * as styles from '../settings/places/Places.css.js';

/**
 * The asset's image (time spec 3 Asset.image_id): shows it, uploads a new one (POST /api/file) or
 * removes it; the asset keeps the file's id once saved (a deleted file clears image_id on the server).
 */
export function AssetImageField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Field<string | null> name="image_id">
      {({ input: field }) => (
        <div className={styles.form}>
          <span className={styles.fieldLabel}>{t('assets.field.image')}</span>
          {field.value ? (
            <img
              src={`/api/file/${encodeURIComponent(field.value)}`}
              alt={t('assets.field.image')}
              style={{ maxWidth: 220, maxHeight: 160, objectFit: 'contain' }}
            />
          ) : (
            <p className={styles.hint}>{t('assets.noImage')}</p>
          )}
          <div className={styles.toolbar}>
            <input
              ref={input}
              type="file"
              accept="image/*"
              hidden
              aria-label={t('assets.uploadImage')}
              onChange={async (e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                setBusy(true);
                try {
                  const stored = await apiClient.files.upload(file, file.name);
                  field.onChange(stored.id);
                } catch (err) {
                  toast.error(errorMessage(err));
                } finally {
                  setBusy(false);
                }
              }}
            />
            <Button type="button" disabled={disabled} loading={busy} onClick={() => input.current?.click()}>
              {t('assets.uploadImage')}
            </Button>
            {field.value ? (
              <Button
                type="button"
                variant="secondary"
                disabled={disabled}
                onClick={() => field.onChange(null)}
              >
                {t('assets.removeImage')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
