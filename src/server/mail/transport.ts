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

/** One plain address (`a@b.ca`): nothing that could add a header, a name or a second recipient. */
const DELIVERABLE_ADDRESS = /^[^\s@<>,;"\r\n]+@[^\s@<>,;"\r\n]+$/;

/** Whether `address` may be put alone in a `To` header (no header injection, one address). */
export function isDeliverableAddress(address: string): boolean {
  return DELIVERABLE_ADDRESS.test(address);
}

/** A transport opened on first use, over `smtpUrl` unless one is given (tests). */
export interface LazyTransport {
  /** False when there is neither an SMTP URL nor a given transport: nothing can be sent. */
  readonly enabled: boolean;
  /**
   * The transport, opened on the first call.
   * @throws Error when not `enabled`, or when the URL cannot be read by nodemailer
   */
  get(): MailTransport;
  /** Closes the transport's connections, if it was opened or given. */
  close(): void;
}

/** Creates a {@link LazyTransport}: senders that may never send open no SMTP connection. */
export function lazyTransport(smtpUrl: string | undefined, given?: MailTransport): LazyTransport {
  let transport = given;
  return {
    enabled: Boolean(smtpUrl || given),
    get() {
      if (!transport && !smtpUrl) throw new Error('SMTP_URL is not set: no e-mail can be sent.');
      transport ??= createSmtpTransport(smtpUrl!);
      return transport;
    },
    close() {
      transport?.close();
    },
  };
}
