import { Box, Button, Dialog, Select, useToast } from '@wm/ui';
import { SignaturePad } from '@wm/widgets';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../lib/api.js';
import { dataUrlToBlob, type SignOff, type SignOffType } from './signOffs.js';

export interface SignOffDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Time records to sign off (ids); or */
  timeIds?: readonly string[];
  /** batches to sign off (TimeBatch ids: every record of each). */
  batchIds?: readonly string[];
  /** The sign-off types the user may execute (at least one). */
  types: readonly SignOffType[];
  onSigned: (signOff: SignOff) => void;
}

/**
 * Sign-off dialog (time spec 3, 6): the user picks one of their permitted sign-off types, draws the
 * signature on the SignaturePad, and Sign off uploads the 500x150 PNG through the files module
 * (POST /file) and records it with POST /time/signoff on the selected records or batches. The
 * server checks the type's privilege; its refusal is shown as an error toast.
 */
export function SignOffDialog({
  open,
  onOpenChange,
  timeIds,
  batchIds,
  types,
  onSigned,
}: SignOffDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [type, setType] = useState<SignOffType | undefined>(types[0]);
  const [image, setImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Reset when the dialog opens (or the offered types change), not on every parent render: a new
  // `types` array each render would wipe the drawn signature and the message.
  const typesKey = types.join(',');
  useEffect(() => {
    if (open) {
      setType((typesKey.split(',')[0] || undefined) as SignOffType | undefined);
      setImage(null);
      setError(null);
    }
  }, [open, typesKey]);

  const submit = async () => {
    if (!type) return;
    if (!image) {
      setError(t('timeeditor.signoff.needSignature'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const file = await apiClient.files.upload(
        dataUrlToBlob(image),
        `signature-${type}.png`,
        undefined,
        'signature',
      );
      const signOff = await apiClient.http.post<SignOff>('/time/signoff', {
        type,
        signature_id: file.id,
        ...(timeIds?.length ? { timeIds } : {}),
        ...(batchIds?.length ? { batchIds } : {}),
      });
      toast.success(t('timeeditor.signoff.done'));
      onSigned(signOff);
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('timeeditor.signoff.title')}
      description={
        batchIds?.length
          ? t('timeeditor.signoff.batches', { count: batchIds.length })
          : t('timeeditor.signoff.records', { count: timeIds?.length ?? 0 })
      }
      size="lg"
      closeLabel={t('common.close')}
      footer={
        <Box display="flex" gap="sm" justifyContent="flex-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void submit()} loading={busy} disabled={!type}>
            {t('timeeditor.signoff.submit')}
          </Button>
        </Box>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        <Select
          label={t('timeeditor.signoff.type')}
          value={type}
          onValueChange={(v) => setType(v as SignOffType)}
          options={types.map((x) => ({ value: x, label: t(`timeeditor.signoff.type.${x}`) }))}
        />
        <SignaturePad
          label={t('timeeditor.signoff.pad')}
          onChange={(png) => {
            setImage(png);
            if (png) setError(null);
          }}
          labels={{ clear: t('timeeditor.signoff.clear'), hint: t('timeeditor.signoff.hint') }}
        />
        {error ? <p role="alert">{error}</p> : null}
      </Box>
    </Dialog>
  );
}
