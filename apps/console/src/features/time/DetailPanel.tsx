import { useEntityList, useLookup } from '@wm/api';
import { formatDuration, type IndicatorTag, type TimeRecord } from '@wm/domain';
import { Badge, Box, Button, Tabs, TextArea, useToast } from '@wm/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiClient, errorMessage } from '../../lib/api.js';
import type { TimeBatchRow } from '../payroll/batches/batches.js';
import { useSession } from '../shell/SessionContext.js';
import { BatchedEditTab } from './BatchedEditTab.js';
import type { EditorRow } from './EditRecordDialog.js';
import * as styles from './EditorPage.css.js';
import { type EmployeeRow, employeeName, recordSeconds } from './records.js';
import { SIGN_OFF_TYPES, type SignOff, signatureUrl } from './signOffs.js';
import { formatInZone } from './zones.js';

type Note = {
  id: string;
  time_id: string;
  note: string;
  author_id?: string | null;
  noteTimeStamp?: string | null;
};

export interface DetailPanelProps {
  /** The one selected record (null: nothing or several selected). */
  row: EditorRow | null;
  /** Its indicator tags (domain indicatorTags). */
  tags: readonly IndicatorTag[];
  zone: string;
  /** Called after a note was added (the row's notes tag and noteIds change). */
  onChanged: () => void;
  /** Opens the sign-off dialog for the row. */
  onSignOff?: () => void;
  /** The batches selected in the batch tabs; when there are any the panel shows the Batched edit tab. */
  batches?: readonly TimeBatchRow[];
  /** The user may edit the row: the History tab (previous values, who, when) is shown. */
  canEdit?: boolean;
}

/**
 * The time editor's detail panel (time spec 2): tabs Time record (fields and every indicator tag),
 * Notes (TimeNote list with author and time, and Add note with Time:Edit:Notes; shown with the
 * notes access key) and Sign-offs (employee, manager, office one and two with signer, time and
 * signature image). With batches selected in the batch tabs it shows the Batched edit tab instead
 * (BatchedEditTab: completed shifts, totals, edits with Time:Edit:BatchedRecords).
 */
export function DetailPanel({ row, tags, zone, onChanged, onSignOff, batches, canEdit }: DetailPanelProps) {
  const { t } = useTranslation();
  const { can, timeFormat } = useSession();
  const [tab, setTab] = useState('record');
  if (batches && batches.length > 0) {
    return (
      <section
        className={styles.panel}
        aria-label={t('timeeditor.detail.title')}
        data-testid="time-detail-panel"
      >
        <Tabs
          label={t('timeeditor.detail.title')}
          value="batched"
          items={[
            {
              value: 'batched',
              label: t('timeeditor.detail.tab.batched'),
              content: <BatchedEditTab batches={batches} zone={zone} />,
            },
          ]}
        />
      </section>
    );
  }
  if (!row) {
    return (
      <section className={styles.panel} aria-label={t('timeeditor.detail.title')}>
        <p className={styles.muted}>{t('timeeditor.detail.noneAny')}</p>
      </section>
    );
  }
  const canNotes = can('/time/editor/', 'notes') || can('/time/editor/', 'notes/edit');
  const seconds = recordSeconds(row as unknown as TimeRecord);
  const items = [
    {
      value: 'record',
      label: t('timeeditor.detail.tab.record'),
      content: (
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('editor.col.employee')}</dt>
          <dd>{row.employeeName}</dd>
          <dt className={styles.term}>{t('editor.col.location')}</dt>
          <dd>{row.locationName || '-'}</dd>
          <dt className={styles.term}>{t('editor.col.task')}</dt>
          <dd>{row.taskName || '-'}</dd>
          <dt className={styles.term}>{t('editor.col.in')}</dt>
          <dd>{formatInZone(row.inTimeStamp, row.inTimeZone || zone, true)}</dd>
          <dt className={styles.term}>{t('editor.col.out')}</dt>
          <dd>{formatInZone(row.outTimeStamp, row.outTimeZone || row.inTimeZone || zone, true) || '-'}</dd>
          <dt className={styles.term}>{t('editor.col.total')}</dt>
          <dd>{seconds === null ? '-' : formatDuration(seconds, timeFormat)}</dd>
          <dt className={styles.term}>{t('timeeditor.detail.source')}</dt>
          <dd>{row.source ? t(`timeeditor.source.${String(row.source)}`, String(row.source)) : '-'}</dd>
          {typeof row.outAdditionalInfo === 'string' && row.outAdditionalInfo ? (
            <>
              <dt className={styles.term}>{t('timeeditor.detail.outInfo')}</dt>
              <dd>{row.outAdditionalInfo}</dd>
            </>
          ) : null}
          <dt className={styles.term}>{t('timeeditor.detail.indicators')}</dt>
          <dd className={styles.tagList}>
            {tags.length === 0
              ? t('timeeditor.detail.noIndicators')
              : tags.map((tag) => (
                  <span key={tag.id} title={t(`timeeditor.tagTitle.${tag.id}`)}>
                    <Badge tone={tag.tone}>{t(`timeeditor.tag.${tag.id}`)}</Badge>
                  </span>
                ))}
          </dd>
        </dl>
      ),
    },
    ...(canNotes
      ? [
          {
            value: 'notes',
            label: t('timeeditor.detail.tab.notes'),
            content: (
              <NotesTab
                timeId={row.id}
                zone={zone}
                onChanged={onChanged}
                clockOutInfo={
                  typeof row.outAdditionalInfo === 'string' && row.outAdditionalInfo
                    ? {
                        text: row.outAdditionalInfo,
                        by: row.employeeName,
                        time: formatInZone(row.outTimeStamp, row.outTimeZone || row.inTimeZone || zone, true),
                      }
                    : null
                }
              />
            ),
          },
        ]
      : []),
    ...(canEdit
      ? [
          {
            value: 'history',
            label: t('timeeditor.detail.tab.history'),
            content: <HistoryTab row={row} zone={zone} />,
          },
        ]
      : []),
    {
      value: 'signoffs',
      label: t('timeeditor.detail.tab.signoffs'),
      content: <SignOffsTab row={row} zone={zone} onSignOff={onSignOff} />,
    },
  ];
  return (
    <section
      className={styles.panel}
      aria-label={t('timeeditor.detail.title')}
      data-testid="time-detail-panel"
    >
      <Tabs
        label={t('timeeditor.detail.title')}
        value={items.some((i) => i.value === tab) ? tab : 'record'}
        onValueChange={setTab}
        items={items}
      />
    </section>
  );
}

/** One entry of GET /time/{id}/history. */
type HistoryEntry = {
  id: string;
  at: string;
  action: string;
  by: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
};

/** The record's audit trail (GET /time/{id}/history): when, who, what, and each previous value. */
function HistoryTab({ row, zone }: { row: EditorRow; zone: string }) {
  const { t } = useTranslation();
  const key = `/time/${row.id}/history#${row.inTimeStamp ?? ''}|${row.outTimeStamp ?? ''}|${String(row.updated_at ?? '')}`;
  const history = useSWR<HistoryEntry[]>(key, () =>
    apiClient.http.get<HistoryEntry[]>(`/time/${encodeURIComponent(row.id)}/history`),
  );
  const value = (field: string, v: unknown) => {
    if (v === null || v === undefined || v === '') return t('timeeditor.history.empty');
    if (field === 'inTimeStamp' || field === 'outTimeStamp') {
      return formatInZone(String(v), row.inTimeZone || zone, true);
    }
    if (field === 'status') return t(`timeeditor.history.status.${String(v)}`, String(v));
    return Array.isArray(v) ? v.join(', ') : String(v);
  };
  const list = history.data ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="md">
      {history.error ? <p role="alert">{errorMessage(history.error)}</p> : null}
      {list.length === 0 && !history.isLoading ? (
        <p className={styles.muted}>{t('timeeditor.history.none')}</p>
      ) : null}
      <ol className={styles.notes} aria-label={t('timeeditor.history.listLabel')}>
        {list.map((h) => (
          <li key={h.id} className={styles.note}>
            <p className={styles.noteText}>
              <strong>{t(`timeeditor.history.action.${h.action}`, h.action)}</strong>
            </p>
            <p className={styles.muted}>
              {t('timeeditor.notes.by', {
                author: h.by ?? t('timeeditor.history.system'),
                time: formatInZone(h.at, zone, true),
              })}
            </p>
            {h.changes.length ? (
              <ul>
                {h.changes.map((c) => (
                  <li key={c.field}>
                    {t('timeeditor.history.change', {
                      field: t(`timeeditor.history.field.${c.field}`, c.field),
                      before: value(c.field, c.before),
                      after: value(c.field, c.after),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </Box>
  );
}

/**
 * The record's notes, newest last, each with its author and time: the time in the user's zone and
 * language (formatInZone), not the browser's locale (issue 19).
 */
function NotesTab({
  timeId,
  zone,
  onChanged,
  clockOutInfo,
}: {
  timeId: string;
  /** The user's time zone (IANA) the note times are shown in. */
  zone: string;
  onChanged: () => void;
  /** The employee's clock-out additional information, shown as the first note. */
  clockOutInfo?: { text: string; by: string; time: string } | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { can } = useSession();
  const notes = useEntityList<Note>('TimeNote', { filter: `time_id eq '${timeId.replace(/'/g, "''")}'` });
  const authors = useLookup<EmployeeRow & { [k: string]: unknown }>(
    'Employee',
    (notes.data ?? []).map((n) => n.author_id ?? null),
  );
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    if (!text.trim()) {
      setError(t('timeeditor.notes.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiClient.http.post('/TimeNote', { time_id: timeId, note: text });
      setText('');
      toast.success(t('timeeditor.notes.added'));
      await notes.mutate();
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const list = notes.data ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="md">
      {notes.error ? <p role="alert">{errorMessage(notes.error)}</p> : null}
      {list.length === 0 && !clockOutInfo && !notes.isLoading ? (
        <p className={styles.muted}>{t('timeeditor.notes.empty')}</p>
      ) : null}
      <ul className={styles.notes} aria-label={t('timeeditor.notes.listLabel')}>
        {clockOutInfo ? (
          <li className={styles.note}>
            <p className={styles.noteText}>
              <strong>{t('timeeditor.detail.outInfo')}:</strong> {clockOutInfo.text}
            </p>
            <p className={styles.muted}>
              {t('timeeditor.notes.by', { author: clockOutInfo.by, time: clockOutInfo.time })}
            </p>
          </li>
        ) : null}
        {list.map((n) => (
          <li key={n.id} className={styles.note}>
            <p className={styles.noteText}>{n.note}</p>
            <p className={styles.muted}>
              {t('timeeditor.notes.by', {
                author:
                  employeeName(n.author_id ? authors.data?.get(n.author_id) : null) ||
                  t('timeeditor.notes.unknownAuthor'),
                time: formatInZone(n.noteTimeStamp, zone, true),
              })}
            </p>
          </li>
        ))}
      </ul>
      {can('/time/editor/', 'notes/edit') ? (
        <Box display="flex" flexDirection="column" gap="sm">
          <TextArea
            label={t('timeeditor.notes.label')}
            value={text}
            onValueChange={(v) => {
              setText(v);
              setError(null);
            }}
            maxLength={4000}
            error={error ?? undefined}
          />
          <Box display="flex" justifyContent="flex-end">
            <Button variant="primary" onClick={() => void add()} loading={busy}>
              {t('timeeditor.notes.add')}
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

/** The record's sign-offs; each time in the user's zone and language (formatInZone), not the browser's. */
function SignOffsTab({
  row,
  zone,
  onSignOff,
}: {
  row: EditorRow;
  zone: string;
  onSignOff?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const signed = SIGN_OFF_TYPES.some((s) => typeof row[s.field] === 'string');
  const key = signed
    ? `/time/${row.id}/signoffs#${SIGN_OFF_TYPES.map((s) => row[s.field] ?? '').join(',')}`
    : null;
  const list = useSWR<SignOff[]>(key, () =>
    apiClient.http.get<SignOff[]>(`/time/${encodeURIComponent(row.id)}/signoffs`),
  );
  const byType = new Map((list.data ?? []).map((s) => [s.type, s]));
  return (
    <Box display="flex" flexDirection="column" gap="md">
      {list.error ? <p role="alert">{errorMessage(list.error)}</p> : null}
      {!signed ? <p className={styles.muted}>{t('timeeditor.signoff.none')}</p> : null}
      <ul className={styles.signOffs}>
        {SIGN_OFF_TYPES.map(({ type }) => {
          const s = byType.get(type);
          return (
            <li key={type} className={styles.signOff} data-testid={`signoff-${type}`}>
              <strong>{t(`timeeditor.signoff.type.${type}`)}</strong>
              {s ? (
                <>
                  <span className={styles.muted}>
                    {t('timeeditor.signoff.by', {
                      name: s.signedByName ?? '',
                      time: formatInZone(s.signOffTimeStamp, zone, true),
                    })}
                  </span>
                  <img
                    className={styles.signature}
                    src={signatureUrl(s.signature_id)}
                    alt={t('timeeditor.signoff.image', { name: s.signedByName ?? '' })}
                    width={250}
                    height={75}
                  />
                </>
              ) : (
                <span className={styles.muted}>{t('timeeditor.signoff.missing')}</span>
              )}
            </li>
          );
        })}
      </ul>
      {onSignOff ? (
        <Box display="flex" justifyContent="flex-end">
          <Button onClick={onSignOff}>{t('timeeditor.signoff.button')}</Button>
        </Box>
      ) : null}
    </Box>
  );
}
