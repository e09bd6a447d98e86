/**
 * SMTP transport of lead e-mails: nodemailer over `SMTP_URL`.
 *
 * `smtp://host:587` upgrades with STARTTLS when the server offers it, `smtps://host:465` is TLS
 * from the start; credentials go in the URL (`smtp://user:pass@host:587`). Timeouts are short so
 * an unreachable server fails the attempt quickly (the outbox retries it later).
 */
import nodemailer from 'nodemailer';

/** One e-mail, ready to send. Addresses are RFC 5322 strings (`"Name" <a@b.ca>` or `a@b.ca`). */
export interface MailMessage {
  from: string;
  to: string;
  /** The visitor, so the broker can answer with "Reply". */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (e.g. `List-Unsubscribe` of alert digests); values must not hold line breaks. */
  headers?: Record<string, string>;
}

/** Sends e-mails. Implemented over SMTP here; tests may pass a fake. */
export interface MailTransport {
  /**
   * Sends one message.
   * @throws Error when the server is unreachable or refuses the message (nothing was sent)
   */
  send(message: MailMessage): Promise<void>;
  /** Closes pooled connections. */
  close(): void;
}

/** Connection, greeting and socket timeouts (ms) of one attempt. */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

/**
 * A transport over the SMTP server of `smtpUrl`.
 * @param smtpUrl `smtp://[user:pass@]host[:port]` or `smtps://…`
 * @throws Error when the URL cannot be read by nodemailer
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
    close() {
      transporter.close();
    },
  };
}
