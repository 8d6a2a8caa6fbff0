import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';
import type { Jobs } from '../jobs/jobs.js';

/** A file attached to an e-mail (a form's PDF, a scheduled report's export). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** One e-mail. `body` is plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  companyId?: string | null;
  attachments?: MailAttachment[];
}

export interface SendOptions {
  /**
   * Write the message in the caller's transaction: it is stored only if that commits, and delivered
   * over SMTP afterwards by the 'mail.deliver' job.
   */
  db?: Db;
  /**
   * Idempotency key: a second send with the same key stores and sends nothing and returns null
   * (e.g. `scheduled-report:{id}:{dueAt}:{subscriber}`, so a job re-run never mails twice).
   */
  dedupeKey?: string;
}

/** Something that delivers a stored message (nodemailer over SMTP_URL in production). */
export type MailTransport = (msg: MailMessage) => Promise<void>;

/** The job kind that delivers a stored message after the transaction that wrote it commits. */
export const MAIL_DELIVER_JOB = 'mail.deliver';

/**
 * E-mail (design.md section 3): every message is first written to the `outbox` table (attachments in
 * `outbox_attachment`); with a transport (SMTP_URL) it is then sent and marked 'sent', or marked
 * 'failed' with the error. Nothing is silently dropped: without SMTP it stays 'stored' for
 * administrators to read (GET /api/Outbox).
 */
export class Mailer {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport | null,
    private readonly jobs: Jobs,
  ) {
    jobs.handle<{ outboxId: string }>(MAIL_DELIVER_JOB, async (job) => {
      await this.deliver(job.payload.outboxId);
    });
  }

  /** True when messages are sent over SMTP (else they stay in the outbox). */
  get configured(): boolean {
    return this.transport !== null;
  }

  /**
   * Stores (and, when configured, sends) a message; returns the outbox id, or null when `dedupeKey`
   * was used before (nothing stored or sent).
   */
  async send(msg: MailMessage, options: SendOptions = {}): Promise<string | null> {
    const db = options.db ?? this.db;
    const id = randomUUID();
    const rows = await db.query<{ id: string }>(
      `INSERT INTO outbox (id, company_id, "to", subject, body, dedupe_key) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [id, msg.companyId ?? null, msg.to, msg.subject, msg.body, options.dedupeKey ?? null],
    );
    if (rows.length === 0) return null;
    for (const a of msg.attachments ?? []) {
      await db.query(
        `INSERT INTO outbox_attachment (id, outbox_id, company_id, "fileName", "contentType", size, content)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [randomUUID(), id, msg.companyId ?? null, a.fileName, a.contentType, a.content.length, a.content],
      );
    }
    if (!this.transport) return id;
    if (options.db) {
      await this.jobs.enqueue(
        MAIL_DELIVER_JOB,
        { outboxId: id },
        { db, companyId: msg.companyId ?? null, dedupeKey: `mail:${id}` },
      );
      return id;
    }
    await this.deliver(id);
    return id;
  }

  /** Sends a stored message over the transport (no-op when it was sent before or SMTP is off). */
  async deliver(outboxId: string): Promise<void> {
    if (!this.transport) return;
    const [row] = await this.db.query<{
      to: string;
      subject: string;
      body: string;
      company_id: string | null;
      state: string;
    }>('SELECT "to", subject, body, company_id, state FROM outbox WHERE id = $1', [outboxId]);
    if (!row || row.state === 'sent') return;
    const attachments = await this.db.query<{ fileName: string; contentType: string; content: Buffer }>(
      'SELECT "fileName", "contentType", content FROM outbox_attachment WHERE outbox_id = $1 ORDER BY "fileName"',
      [outboxId],
    );
    try {
      await this.transport({
        to: row.to,
        subject: row.subject,
        body: row.body,
        companyId: row.company_id,
        attachments: attachments.map((a) => ({ ...a, content: Buffer.from(a.content) })),
      });
      await this.db.query(
        "UPDATE outbox SET state = 'sent', sent_at = now(), error = NULL, attempts = attempts + 1 WHERE id = $1",
        [outboxId],
      );
    } catch (err) {
      await this.db.query(
        "UPDATE outbox SET state = 'failed', error = $2, attempts = attempts + 1 WHERE id = $1",
        [outboxId, String(err)],
      );
    }
  }
}

/** An SMTP transport from a URL such as smtp://user:pass@host:587 (nodemailer). */
export async function smtpTransport(url: string, from: string): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport(url);
  return async (msg) => {
    await transporter.sendMail({
      from,
      to: msg.to,
      subject: msg.subject,
      text: msg.body,
      attachments: (msg.attachments ?? []).map((a) => ({
        filename: a.fileName,
        contentType: a.contentType,
        content: a.content,
      })),
    });
  };
}
