/**
 * A local SMTP sink for tests: an `smtp-server` on
 * 127.0.0.1 that accepts every message (or refuses them on demand) and keeps it parsed: envelope,
 * headers (RFC 2047 encoded words decoded), and the text and HTML parts (quoted-printable or
 * base64 decoded as UTF-8). Enough MIME for nodemailer's output; not a general parser.
 */
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One received message. */
export interface SinkMessage {
  /** SMTP envelope: MAIL FROM and RCPT TO addresses. */
  envelope: { from: string; to: string[] };
  /** Header values by lower-case name (first occurrence), decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:{port}`. */
  url: string;
  messages: SinkMessage[];
  /** true: answer 550 to every message (a refused send); false: accept again. */
  setRejecting(rejecting: boolean): void;
  /**
   * Waits until `predicate` matches a received message.
   * @throws Error after `timeoutMs` (default 10 000 ms)
   */
  waitFor(predicate: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
}

/** A TCP port with nothing listening on it (free a moment ago). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a sink on `port` (0: a free port). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let rejecting = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejecting) {
          const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        messages.push({ envelope, raw, ...parseMessage(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as { port: number }).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    setRejecting(value) {
      rejecting = value;
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`smtp sink: no matching message within ${timeoutMs} ms (${messages.length} received)`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Splits a MIME entity into unfolded headers and body. */
function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index < 0 ? raw : raw.slice(0, index);
  const body = index < 0 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`); adjacent words join. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Quoted-printable (RFC 2045 §6.7) to UTF-8 text. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8').replace(/\r\n/g, '\n');
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body);
  return body.replace(/\r\n/g, '\n');
}

/** Subject, headers and the text/HTML parts of a raw message. */
function parseMessage(raw: string): Omit<SinkMessage, 'envelope' | 'raw'> {
  const { headers, body } = splitEntity(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  return { headers, subject: headers.subject ?? '', ...parts };
}

function collectParts(headers: Record<string, string>, body: string, parts: { text: string; html: string }): void {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const part = splitEntity(section.replace(/^\r?\n/, ''));
      collectParts(part.headers, part.body.replace(/\r?\n$/, ''), parts);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(type)) parts.html ||= decoded;
  else if (/^text\/plain/i.test(type)) parts.text ||= decoded;
}
