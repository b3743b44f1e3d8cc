// Outgoing e-mail. Default: the outbox table (and a line in the server log in development: who and
// what, never the text, which may hold a reset link).
// With SMTP_URL set, mail is also delivered over SMTP; the outbox row records the outcome.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { outboxMails } from '../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailOptions {
  db: Db;
  smtpUrl?: string;
  from: string;
  log?: (line: string) => void;
}

export function createMailer(opts: MailOptions): Mailer {
  const transport = opts.smtpUrl ? smtpTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await opts.db.insert(outboxMails).values(mail).returning({ id: outboxMails.id });
      opts.log?.(`[outbox] to=${mail.to} subject="${mail.subject}" (its text: outbox_mails, id ${row?.id})`);
      if (!transport || !row) return;
      try {
        const t = await transport;
        await t.sendMail({ from: opts.from, ...mail });
        await opts.db.update(outboxMails).set({ sentAt: new Date() }).where(eq(outboxMails.id, row.id));
      } catch (e) {
        await opts.db.update(outboxMails).set({ error: (e as Error).message.slice(0, 500) }).where(eq(outboxMails.id, row.id));
      }
    },
  };
}

async function smtpTransport(url: string) {
  const nodemailer = await import('nodemailer');
  return nodemailer.createTransport(url);
}
