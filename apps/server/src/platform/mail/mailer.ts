import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';

/** One e-mail. `body` is plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  companyId?: string | null;
}

/** Something that delivers a stored message (nodemailer over SMTP_URL in production). */
export type MailTransport = (msg: MailMessage) => Promise<void>;

/**
 * E-mail (design.md section 3): every message is first written to the `outbox` table; with a
 * transport (SMTP_URL) it is then sent and marked 'sent', or marked 'failed' with the error.
 * Nothing is silently dropped: without SMTP it stays 'stored' for administrators to read.
 */
export class Mailer {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport | null,
  ) {}

  /** Stores (and sends when configured) a message; returns the outbox id. */
  async send(msg: MailMessage): Promise<string> {
    const id = randomUUID();
    await this.db.query(
      'INSERT INTO outbox (id, company_id, "to", subject, body) VALUES ($1, $2, $3, $4, $5)',
      [id, msg.companyId ?? null, msg.to, msg.subject, msg.body],
    );
    if (this.transport) {
      try {
        await this.transport(msg);
        await this.db.query("UPDATE outbox SET state = 'sent', sent_at = now() WHERE id = $1", [id]);
      } catch (err) {
        await this.db.query("UPDATE outbox SET state = 'failed', error = $2 WHERE id = $1", [
          id,
          String(err),
        ]);
      }
    }
    return id;
  }
}

/** An SMTP transport from a URL such as smtp://user:pass@host:587 (nodemailer). */
export async function smtpTransport(url: string, from: string): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport(url);
  return async (msg) => {
    await transporter.sendMail({ from, to: msg.to, subject: msg.subject, text: msg.body });
  };
}
