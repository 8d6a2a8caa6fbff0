import { useTicketMutations } from '@wm/api';
import type { Ticket } from '@wm/api/schemas';
import { newTicketDefaults } from '@wm/domain';
import { Button, ConfirmDialog, Dialog, useToast } from '@wm/ui';
import { chooseProblems, TicketEditor, type TicketDraft } from '@wm/widgets';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMultiSelectLabels } from '../common/useListLabels.js';
import { LocationMapDialog } from './LocationMapDialog.js';
import { NewLocationDialog } from './NewLocationDialog.js';
import { TicketPrintDialog } from './TicketPrintDialog.js';
import { ticketFormStates } from './ticketPrint.js';
import { ticketPayload } from './ticketModel.js';
import { useTicketEditorSetup } from './useTicketEditorSetup.js';

export interface TicketDialogProps {
  /** The ticket to edit, 'new' for a new one, null when closed. */
  ticket: Ticket | 'new' | null;
  onClose: () => void;
  /** Called with the saved ticket (after the Ticket lists were reloaded). */
  onSaved?: (ticket: Ticket) => void;
}

/**
 * The ticket manager in a dialog (service spec 2 'Ticket manager'): a new ticket opens the wizard
 * with the spec's defaults (service spec 4: notAccepted, low, call time now, the user's zone,
 * required problems preselected), an existing one the full mode; a switch toggles the two. Saves
 * through POST /Ticket; every refusal ('Ticket save' messages, the employee conflict, privileges)
 * shows under its field and as an error toast. Delete asks 'Are you sure you want to delete ticket
 * #{n} {name}?' (service spec 8). Without Service:Edit:Ticket the ticket is read-only. Print opens
 * the printing popup of a saved ticket (TicketPrintDialog), for every user who can open it.
 */
export function TicketDialog({ ticket, onClose, onSaved }: TicketDialogProps) {
  if (ticket === null) return null;
  return <TicketDialogBody ticket={ticket} onClose={onClose} onSaved={onSaved} />;
}

function TicketDialogBody({ ticket, onClose, onSaved }: TicketDialogProps & { ticket: Ticket | 'new' }) {
  const { t } = useTranslation();
  const toast = useToast();
  const setup = useTicketEditorSetup();
  const multiTexts = useMultiSelectLabels();
  const { save, remove } = useTicketMutations();
  const isNew = ticket === 'new';
  const [draft, setDraft] = useState<TicketDraft>(() =>
    isNew
      ? newTicketDefaults({
          now: new Date().toISOString(),
          timeZone: setup.timeZone,
          problems: setup.options.problems,
        })
      : { ...ticket, isNew: false },
  );
  const [mode, setMode] = useState<'wizard' | 'full'>(isNew ? 'wizard' : 'full');
  // Problems flagged required are preselected (service spec 4) even when they load after opening.
  const required = setup.options.problems.filter((p) => p.isRequired);
  const requiredKey = required.map((p) => p.id).join(',');
  useEffect(() => {
    if (!isNew || requiredKey === '') return;
    setDraft((d) =>
      (d.serviceCategoryProblemIds ?? []).length > 0
        ? d
        : chooseProblems(d, requiredKey.split(','), setup.options.problems, new Set()),
    );
  }, [isNew, requiredKey, setup.options.problems]);
  const [confirm, setConfirm] = useState(false);
  const [newLocation, setNewLocation] = useState(false);
  const [mapOf, setMapOf] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const mapLocation = mapOf ? setup.locationRecords.find((l) => l.id === mapOf) : undefined;
  const title = isNew
    ? t('service.tickets.newTitle')
    : t('service.tickets.editTitle', { number: ticket.ticketNumber, name: ticket.name ?? '' });
  const readOnly = isNew ? !setup.canCreate : !setup.canEdit;
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())} title={title} size="lg">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 8 }}>
        <Button size="sm" onClick={() => setMode(mode === 'wizard' ? 'full' : 'wizard')}>
          {mode === 'wizard' ? t('service.tickets.full') : t('service.tickets.wizard')}
        </Button>
        <div style={{ display: 'flex', gap: 8 }}>
          {!isNew ? (
            <Button size="sm" onClick={() => setPrinting(true)}>
              {t('service.print.open')}
            </Button>
          ) : null}
          {!isNew && setup.canEdit ? (
            <Button size="sm" variant="danger" onClick={() => setConfirm(true)}>
              {t('service.tickets.delete')}
            </Button>
          ) : null}
        </div>
      </div>
      <TicketEditor
        key={mode}
        value={draft}
        onChange={setDraft}
        options={setup.options}
        mode={mode}
        durationMode={setup.durationMode}
        labels={setup.labels}
        pickerTexts={multiTexts}
        locationAction={
          <>
            <Button
              size="sm"
              variant="ghost"
              disabled={!draft.location_id}
              onClick={() => setMapOf(draft.location_id ?? null)}
            >
              {t('service.location.map')}
            </Button>
            {setup.canCreateLocation ? (
              <Button size="sm" variant="ghost" onClick={() => setNewLocation(true)}>
                {t('service.location.new')}
              </Button>
            ) : null}
          </>
        }
        readOnly={readOnly}
        canAssign={setup.canAssign}
        onCancel={onClose}
        onError={(m) => toast.error(m)}
        onSave={async (d) => {
          const saved = await save(ticketPayload(d));
          toast.success(t('service.tickets.saved', { number: saved.ticketNumber }));
          onSaved?.(saved);
          onClose();
        }}
      />
      {!isNew ? <FilledForms ticket={ticket} forms={setup.options.forms} /> : null}
      <LocationMapDialog
        location={mapLocation ? { ...mapLocation, name: mapLocation.name ?? mapLocation.id } : null}
        onClose={() => setMapOf(null)}
      />
      {/* The printing popup shows the ticket as saved (service spec 2), the display fields included. */}
      <TicketPrintDialog
        ticket={printing && !isNew ? ticket : null}
        options={setup.options}
        onClose={() => setPrinting(false)}
      />
      <NewLocationDialog
        open={newLocation}
        onOpenChange={setNewLocation}
        onCreated={(l) => setDraft((d) => ({ ...d, location_id: l.id }))}
      />
      {!isNew ? (
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title={t('service.confirmDelete.title')}
          message={t('service.confirmDelete.text', { number: ticket.ticketNumber, name: ticket.name ?? '' })}
          cancelLabel={t('service.cancel')}
          onConfirm={async () => {
            try {
              await remove(ticket.id);
              toast.success(t('service.tickets.deleted'));
              onClose();
            } catch (e) {
              toast.error(e instanceof Error ? e.message : String(e));
            }
          }}
        />
      ) : null}
    </Dialog>
  );
}

/**
 * The ticket's attached forms and which were filled (a completed submission for this ticket; the
 * server's completedFormIds, issue 10), as a list under the editor; nothing when none is attached.
 */
function FilledForms({ ticket, forms }: { ticket: Ticket; forms?: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const states = ticketFormStates(ticket, forms);
  if (states.length === 0) return null;
  return (
    <section aria-label={t('service.forms.title')} style={{ marginTop: 12 }}>
      <h3 style={{ margin: '0 0 4px', fontSize: 'inherit' }}>{t('service.forms.title')}</h3>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {states.map((f) => (
          <li key={f.id}>
            {f.name}: <strong>{f.filled ? t('service.forms.filled') : t('service.forms.notFilled')}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
