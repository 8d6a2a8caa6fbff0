import { Button, Card, Checkbox, ConfirmDialog } from '@wm/ui';
import type { FormApi } from 'final-form';
import { type ReactNode, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as styles from './Places.css.js';
import { deleteConfirmation, type TreeRecord } from './placesModel.js';
import type { PlaceEditor } from './usePlaceEditor.js';
import { SelectionAnnouncer } from '../../common/SelectionAnnouncer.js';

export interface PlaceLayoutProps<T extends { id: string; status?: number | null; name?: string | null }> {
  /** Page heading (the company's label, e.g. 'Locations'). */
  title: string;
  /** The entity word of the confirmations ('location'). */
  entityWord: string;
  editor: PlaceEditor<T>;
  /** Toolbar buttons that create records (shown to editors). */
  newButtons: ReactNode;
  /** Further toolbar buttons (export, import), shown to everyone who sees the list. */
  actions?: ReactNode;
  /** The tree or list of records. */
  nav: ReactNode;
  /** Tree records for the parent delete warning (omit for flat lists). */
  treeRecords?: readonly TreeRecord[];
  /** The detail form's body for the open record. */
  children: (ctx: { values: T; isNew: boolean; form: FormApi<T>; canEdit: boolean }) => ReactNode;
}

/**
 * A settings screen of tree or list records with a detail panel (service spec 2 "Locations",
 * "Other admin screens"; 4 "Entity status"; 8 "Confirmations"): the records (inactive ones on
 * request), and a react-final-form panel with Cancel (a new record is discarded, an existing one
 * goes back to its stored copy), Delete (the generic confirmation, or the parent warning when the
 * record has children) and Save.
 */
export function PlaceLayout<T extends { id: string; status?: number | null; name?: string | null }>({
  title,
  entityWord,
  editor,
  newButtons,
  actions,
  nav,
  treeRecords,
  children,
}: PlaceLayoutProps<T>) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState(false);
  const sel = editor.selection;
  // Nothing open (cancelled, deleted, saved inactive): nothing unsaved either.
  if (!sel) editor.dirtyRef.current = false;
  const warning = sel && treeRecords ? deleteConfirmation(treeRecords, sel.record.id) : null;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{title}</h1>
        <span className={styles.spacer} />
        <Checkbox
          label={t('settings.includeInactive')}
          checked={editor.includeInactive}
          onCheckedChange={(c) => editor.setIncludeInactive(c === true)}
        />
        <Button
          variant="secondary"
          onClick={() => void editor.list.mutate()}
          loading={editor.list.isValidating}
        >
          {t('common.refresh')}
        </Button>
        {actions}
        {editor.canEdit ? newButtons : null}
      </div>
      {editor.list.error ? <p role="alert">{editor.list.error.message}</p> : null}
      <div className={styles.layout}>
        <section className={styles.pane} aria-label={title}>
          {nav}
        </section>
        <section className={styles.pane}>
          <SelectionAnnouncer what={entityWord} name={sel && !sel.isNew ? sel.record.name : null} />
          {sel ? (
            <Form<T>
              key={`${sel.record.id}-${sel.isNew}`}
              initialValues={sel.record}
              validate={editor.validate}
              onSubmit={editor.save}
              render={({ handleSubmit, form, values, submitting, submitError }) => (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (form.getState().hasValidationErrors) editor.reportInvalid(values);
                    void handleSubmit(e);
                  }}
                  noValidate
                >
                  <FormSpy
                    subscription={{ dirty: true }}
                    onChange={({ dirty }) => {
                      editor.dirtyRef.current = dirty === true;
                    }}
                  />
                  <Card
                    title={
                      values.name?.trim()
                        ? values.name
                        : sel.isNew
                          ? t('places.newRecord', { entity: entityWord })
                          : title
                    }
                    footer={
                      <div className={styles.footer}>
                        <Button
                          variant="secondary"
                          type="button"
                          disabled={submitting}
                          onClick={() => (sel.isNew ? editor.setSelection(null) : form.reset())}
                        >
                          {t('common.cancel')}
                        </Button>
                        {editor.canEdit ? (
                          <>
                            <Button
                              variant="danger"
                              type="button"
                              disabled={submitting || sel.isNew}
                              onClick={() => setConfirm(true)}
                            >
                              {t('common.delete')}
                            </Button>
                            <Button variant="primary" type="submit" loading={submitting}>
                              {t('common.save')}
                            </Button>
                          </>
                        ) : null}
                      </div>
                    }
                  >
                    <fieldset
                      disabled={!editor.canEdit}
                      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
                    >
                      <div className={styles.form}>
                        {submitError ? (
                          <p role="alert" className={styles.error}>
                            {submitError}
                          </p>
                        ) : null}
                        {children({ values, isNew: sel.isNew, form, canEdit: editor.canEdit })}
                      </div>
                    </fieldset>
                  </Card>
                </form>
              )}
            />
          ) : (
            <div className={styles.empty}>
              {t(editor.canEdit ? 'places.selectHint' : 'places.selectHintReadOnly', { entity: entityWord })}
            </div>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={editor.pending !== null}
        onOpenChange={(o) => {
          if (!o) editor.cancelDiscard();
        }}
        title={t('places.discardTitle')}
        message={t('places.discardMessage')}
        confirmLabel={t('common.ok')}
        cancelLabel={t('common.cancel')}
        onConfirm={editor.confirmDiscard}
      />
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        variant="delete"
        entity={entityWord}
        title={t('confirm.deleteTitle')}
        message={
          warning?.kind === 'parent'
            ? t('places.confirm.deleteParent', { entity: entityWord })
            : t('confirm.deleteOne', { entity: entityWord })
        }
        confirmLabel={t('confirm.yesDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={editor.remove}
      />
    </div>
  );
}
