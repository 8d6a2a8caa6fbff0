import { Button, Dialog, TextField, useToast } from '@wm/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { apiClient, errorMessage } from '../../lib/api.js';

export interface NewLocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved location's id and name. */
  onCreated: (location: { id: string; name: string }) => void;
}

/**
 * The ticket manager's lite new-location modal (service spec 2 'Ticket manager'): name (required),
 * code and description; saved through POST /Location (Platform:Edit:Location, checked by the server
 * too), then the location lists and look-ups reload and the ticket takes the new location.
 */
export function NewLocationDialog({ open, onOpenChange, onCreated }: NewLocationDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!name.trim()) {
      setError(t('service.location.nameRequired'));
      toast.error(t('service.location.nameRequired'));
      return;
    }
    setSaving(true);
    try {
      const saved = (await apiClient.upsert('Location', {
        name: name.trim(),
        code: code.trim() || null,
        description: description.trim() || null,
      })) as unknown as { id: string; name: string };
      apiClient.lookups.invalidate('Location');
      await mutate((key) => Array.isArray(key) && key[1] === 'Location');
      toast.success(t('common.saved'));
      onCreated({ id: saved.id, name: saved.name });
      setName('');
      setCode('');
      setDescription('');
      setError(null);
      onOpenChange(false);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('service.location.new')}
      size="sm"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('service.cancel')}</Button>
          <Button variant="primary" onClick={() => void save()} disabled={saving}>
            {t('service.save')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('service.location.name')}
        value={name}
        maxLength={200}
        error={error ?? undefined}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
      />
      <TextField
        label={t('service.location.code')}
        value={code}
        maxLength={100}
        onChange={(e) => setCode(e.target.value)}
      />
      <TextField
        label={t('service.field.description')}
        value={description}
        maxLength={4000}
        onChange={(e) => setDescription(e.target.value)}
      />
    </Dialog>
  );
}
