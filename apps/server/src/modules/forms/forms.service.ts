import { type AnswerDataItem, type FormControl, nextOccurrence, type Schedule } from '@wm/domain';
import type { Db } from '../../platform/db/db.js';
import type { Platform } from '../../platform/module.js';
import { imageDataUrl, renderPdf } from '../../platform/pdf/index.js';
import { readAnswerImage, readSubmissionPdf, storeSubmissionPdf } from './forms.files.js';
import { imageKeysOf, inlineImage, type PrintSection, submissionPdfDefinition } from './forms.pdf.js';

type Row = Record<string, unknown>;

const SUBMISSION_SQL = `SELECT id, name, description, "submissionStatus", form_id, parent_id, employee_id,
  location_id, task_id, asset_id, device_id, file_id, "createdBy_id", "editedTimeStamp", data
  FROM form_submission WHERE company_id = $1`;

function flat(row: Row): Row {
  return { ...((row.data as Row) ?? {}), ...row, data: undefined };
}

async function nameMap(
  db: Db,
  companyId: string,
  table: string,
  col: string,
  ids: string[],
): Promise<Map<string, string>> {
  const uniq = [...new Set(ids.filter(Boolean))];
  if (!uniq.length) return new Map();
  const rows = await db.query<{ id: string; n: string }>(
    `SELECT id, ${col} AS n FROM ${table} WHERE company_id = $1 AND id = ANY($2::text[])`,
    [companyId, uniq],
  );
  return new Map(rows.map((r) => [r.id, r.n ?? '']));
}

/** A printed submission: the PDF bytes, its file name and the stored File id. */
export interface PrintedSubmission {
  fileId: string;
  fileName: string;
  pdf: Buffer;
}

/**
 * Prints a submission (platform spec 7 print preview, reprint; issue 9 section 5): renders the PDF
 * with its sub-forms after it, stores it as a File of the submission and points `file_id` at it
 * (the former file goes to `fileHistoryIds`). `companyId` comes from the session or the job.
 */
export async function printSubmission(
  platform: Pick<Platform, 'db'>,
  companyId: string,
  submissionId: string,
  byEmployeeId: string | null,
  isReprint = false,
): Promise<PrintedSubmission> {
  const { db } = platform;
  const [raw] = await db.query<Row>(`${SUBMISSION_SQL} AND id = $2`, [companyId, submissionId]);
  if (!raw) throw new Error(`FormSubmission ${submissionId} not found`);
  const sub = flat(raw);
  const children = (
    await db.query<Row>(`${SUBMISSION_SQL} AND parent_id = $2 AND status <> 3 ORDER BY created_at`, [
      companyId,
      submissionId,
    ])
  ).map(flat);
  const [form] = await db.query<Row>(
    'SELECT name, orientation, data FROM form WHERE company_id = $1 AND id = $2',
    [companyId, sub.form_id],
  );
  const formData = {
    ...((form?.data as Row) ?? {}),
    name: form?.name ?? sub.name,
    orientation: form?.orientation,
  };
  const [company] = await db.query<{ name: string; timeZone: string; data: Row }>(
    'SELECT name, "timeZone", data FROM company WHERE id = $1',
    [companyId],
  );
  const zone = company?.timeZone ?? 'UTC';
  const cdata = company?.data ?? {};
  const lines = ['address', 'phone', 'email']
    .map((k) => cdata[k])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');

  const sections: PrintSection[] = [sub, ...children].map((s) => ({
    title: String(s.name ?? ''),
    description: (s.description as string) ?? null,
    definition: (s.formDefinition as FormControl[]) ?? [],
    answers: (s.answerData as AnswerDataItem[]) ?? [],
  }));

  // Entity-select answers and associations: names read with the company id.
  const selectIds: Record<string, string[]> = { location: [], task: [], asset: [], device: [], employee: [] };
  for (const s of sections) {
    const byId = new Map(s.definition.map((c) => [c.id, c]));
    for (const a of s.answers) {
      const c = byId.get(a.controlId);
      if (c?.type === 'select' && c.selectType && c.selectType in selectIds && typeof a.answer === 'string') {
        selectIds[c.selectType]?.push(a.answer);
      }
    }
  }
  const emp = await nameMap(db, companyId, 'employee', '"fullName"', [
    String(sub.employee_id ?? ''),
    ...(selectIds.employee ?? []),
  ]);
  const loc = await nameMap(db, companyId, 'location', 'name', [
    String(sub.location_id ?? ''),
    ...(selectIds.location ?? []),
  ]);
  const task = await nameMap(db, companyId, 'task', 'name', [
    String(sub.task_id ?? ''),
    ...(selectIds.task ?? []),
  ]);
  const asset = await nameMap(db, companyId, 'asset', 'name', [
    String(sub.asset_id ?? ''),
    ...(selectIds.asset ?? []),
  ]);
  const device = await nameMap(db, companyId, 'device', 'name', [
    String(sub.device_id ?? ''),
    ...(selectIds.device ?? []),
  ]);
  const entityNames = new Map([...emp, ...loc, ...task, ...asset, ...device]);
  const associations: [string, string][] = [];
  const assoc = (label: string, map: Map<string, string>, id: unknown) => {
    if (typeof id === 'string' && map.get(id)) associations.push([label, map.get(id) as string]);
  };
  assoc('Employee', emp, sub.employee_id);
  assoc('Location', loc, sub.location_id);
  assoc('Task', task, sub.task_id);
  assoc('Asset', asset, sub.asset_id);
  assoc('Device', device, sub.device_id);

  const images = new Map<string, string>();
  for (const key of imageKeysOf(sections)) {
    const inline = inlineImage(key);
    if (inline) images.set(key, inline);
    else {
      const img = await readAnswerImage(platform, companyId, key);
      if (img) images.set(key, imageDataUrl(img.bytes, img.contentType));
    }
  }
  const when = new Date(String(sub.editedTimeStamp ?? new Date().toISOString()));
  const dateText = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(when);

  // The company logo (company.logo_id: a stored PNG or JPEG), printed when the form says printLogo.
  const logoId = typeof cdata.logo_id === 'string' ? cdata.logo_id : null;
  const logo =
    logoId && (formData as Row).printLogo !== false
      ? await readAnswerImage(platform, companyId, logoId)
      : null;
  const pdf = await renderPdf(
    submissionPdfDefinition({
      company: { name: company?.name ?? '', lines, logo: logo?.bytes ?? null, logoType: logo?.contentType },
      form: formData as never,
      dateText,
      associations,
      sections,
      images,
      entityNames,
    }),
  );
  const fileName = `${String(sub.name ?? 'Form')
    .replace(/[^\w .-]+/g, '_')
    .slice(0, 100)}.pdf`;
  const fileId = await storeSubmissionPdf(platform, companyId, submissionId, fileName, pdf, byEmployeeId);
  const history = [...((sub.fileHistoryIds as string[]) ?? [])];
  if (typeof sub.file_id === 'string' && sub.file_id) history.push(sub.file_id);
  await db.query(
    `UPDATE form_submission SET file_id = $3, data = data || $4::jsonb, updated_at = now()
     WHERE company_id = $1 AND id = $2`,
    [companyId, submissionId, fileId, JSON.stringify({ fileHistoryIds: history, isReprint })],
  );
  return { fileId, fileName, pdf };
}

interface SettingRow {
  id: string;
  name: string;
  sendType: string;
  schedule_id: string | null;
  data: Row;
  created_at: string | Date;
}

async function recipientsOf(db: Db, companyId: string, setting: SettingRow): Promise<string[]> {
  const list = String(setting.data.toEmailList ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const ids = (setting.data.toEmployeeIds as string[]) ?? [];
  if (ids.length) {
    const rows = await db.query<{ email: string | null }>(
      'SELECT email FROM employee WHERE company_id = $1 AND id = ANY($2::text[]) AND status = 1',
      [companyId, ids],
    );
    for (const r of rows) if (r.email) list.push(r.email);
  }
  return [...new Set(list)];
}

function senderMatches(setting: SettingRow, createdBy: unknown): boolean {
  if (setting.data.fromAnyone) return true;
  return ((setting.data.fromEmployeeIds as string[]) ?? []).includes(String(createdBy ?? ''));
}

/**
 * The completed-submission job (issue 9 section 5): prints the PDF once (stored as the submission's
 * File), then sends it to every 'individually' subscription whose sender filter matches (one e-mail
 * per recipient, deduplicated) and queues it for every 'batched' one. Sub-forms print with their parent.
 */
export async function handleCompleted(
  platform: Platform,
  companyId: string,
  submissionId: string,
): Promise<void> {
  const { db } = platform;
  const [raw] = await db.query<Row>(`${SUBMISSION_SQL} AND id = $2 AND status <> 3`, [
    companyId,
    submissionId,
  ]);
  if (!raw || raw.parent_id || raw.submissionStatus !== 'completed') return;
  const printed = raw.file_id
    ? {
        fileId: String(raw.file_id),
        fileName: `${String(raw.name)}.pdf`,
        pdf: await readSubmissionPdf(platform, companyId, String(raw.file_id)),
      }
    : await printSubmission(platform, companyId, submissionId, null);
  const settings = await db.query<SettingRow>(
    `SELECT id, name, "sendType", schedule_id, data, created_at FROM form_event_setting
     WHERE company_id = $1 AND form_id = $2 AND status = 1`,
    [companyId, raw.form_id],
  );
  for (const s of settings) {
    if (!senderMatches(s, raw.createdBy_id)) continue;
    if (s.sendType === 'batched') {
      await db.query(
        `INSERT INTO form_email_pending (company_id, setting_id, submission_id) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [companyId, s.id, submissionId],
      );
      continue;
    }
    if (!printed.pdf) continue;
    for (const to of await recipientsOf(db, companyId, s)) {
      await platform.mail.send(
        {
          to,
          companyId,
          subject: `Completed form: ${String(raw.name)}`,
          body: `The form "${String(raw.name)}" was completed. Its PDF is attached.\n\nSubscription: ${s.name}\n`,
          attachments: [{ fileName: printed.fileName, contentType: 'application/pdf', content: printed.pdf }],
        },
        { dedupeKey: `form-email:${s.id}:${submissionId}:${to}` },
      );
    }
  }
}

/** Job kind of a batched subscription's due run. */
export const FORM_BATCH_JOB = 'forms.batchedEmail';

/**
 * Finds the batched subscriptions whose schedule is due (next occurrence after the last run, or
 * after the subscription was created) and enqueues one run each, deduplicated by setting and due
 * instant (one run even with two server processes).
 */
export async function enqueueDueBatches(platform: Platform, now: Date): Promise<void> {
  const rows = await platform.db.query<SettingRow & { company_id: string; sched: Row | null; tz: string }>(
    `SELECT s.id, s.company_id, s.name, s."sendType", s.schedule_id, s.data, s.created_at,
            to_jsonb(sc) AS sched, c."timeZone" AS tz
     FROM form_event_setting s
     JOIN schedule sc ON sc.id = s.schedule_id AND sc.company_id = s.company_id
     JOIN company c ON c.id = s.company_id
     WHERE s.status = 1 AND s."sendType" = 'batched'`,
  );
  for (const r of rows) {
    if (!r.sched) continue;
    const sched = { ...((r.sched.data as Row) ?? {}), ...r.sched } as unknown as Schedule;
    const zone = (r.sched.timeZone as string) || r.tz || 'UTC';
    const after = (r.data.lastSentOn as string) ?? new Date(r.created_at).toISOString();
    let due: string | null = null;
    try {
      due = nextOccurrence(sched, after, zone)?.start ?? null;
    } catch {
      due = null;
    }
    if (!due || Date.parse(due) > now.getTime()) continue;
    await platform.jobs.enqueue(
      FORM_BATCH_JOB,
      { settingId: r.id, dueAt: due },
      { companyId: r.company_id, dedupeKey: `form-batch:${r.id}:${due}` },
    );
  }
}

/** A batched run: one e-mail per recipient with every pending PDF attached; then the queue is cleared. */
export async function handleBatch(
  platform: Platform,
  companyId: string,
  settingId: string,
  dueAt: string,
): Promise<void> {
  const { db } = platform;
  const [s] = await db.query<SettingRow>(
    `SELECT id, name, "sendType", schedule_id, data, created_at FROM form_event_setting WHERE company_id = $1 AND id = $2`,
    [companyId, settingId],
  );
  if (!s) return;
  const pending = await db.query<{ submission_id: string }>(
    'SELECT submission_id FROM form_email_pending WHERE company_id = $1 AND setting_id = $2 ORDER BY created_at',
    [companyId, settingId],
  );
  const attachments = [];
  for (const p of pending) {
    const [sub] = await db.query<Row>(`${SUBMISSION_SQL} AND id = $2 AND status <> 3`, [
      companyId,
      p.submission_id,
    ]);
    if (!sub) continue;
    const printed = sub.file_id
      ? {
          fileName: `${String(sub.name)}.pdf`,
          pdf: await readSubmissionPdf(platform, companyId, String(sub.file_id)),
        }
      : await printSubmission(platform, companyId, p.submission_id, null);
    if (printed.pdf)
      attachments.push({ fileName: printed.fileName, contentType: 'application/pdf', content: printed.pdf });
  }
  if (attachments.length) {
    for (const to of await recipientsOf(db, companyId, s)) {
      await platform.mail.send(
        {
          to,
          companyId,
          subject: `Completed forms: ${s.name}`,
          body: `${attachments.length} completed form(s) are attached.\n`,
          attachments,
        },
        { dedupeKey: `form-batch-email:${settingId}:${dueAt}:${to}` },
      );
    }
  }
  await db.transaction(async (tx) => {
    if (pending.length) {
      await tx.query(
        'DELETE FROM form_email_pending WHERE company_id = $1 AND setting_id = $2 AND submission_id = ANY($3::text[])',
        [companyId, settingId, pending.map((p) => p.submission_id)],
      );
    }
    await tx.query(
      `UPDATE form_event_setting SET data = data || $3::jsonb WHERE company_id = $1 AND id = $2`,
      [companyId, settingId, JSON.stringify({ lastSentOn: dueAt })],
    );
  });
}
