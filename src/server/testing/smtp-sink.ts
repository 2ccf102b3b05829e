import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the sink received it. */
export interface SunkMail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string | null;
  messageId: string | null;
  /** The raw message with quoted-printable soft breaks and escapes undone (as UTF-8), for searching. */
  body: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: SunkMail[];
  close(): Promise<void>;
}

function header(raw: string, name: string): string | null {
  const unfolded = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const match = unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'));
  return match?.[1]?.trim() ?? null;
}

/** Each run of `=XX` escapes as the UTF-8 text its bytes spell (`=C3=A9` is `é`). */
const utf8Escapes = (text: string) =>
  text.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));

function decodeQuotedPrintable(raw: string): string {
  return utf8Escapes(raw.replace(/=\r?\n/g, ''));
}

/** A header's MIME encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text; the space between two of them goes. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : utf8Escapes(data.replaceAll('_', ' ')),
    );
}

/**
 * A real SMTP server on loopback for tests (smtp-server): any or no login,
 * no STARTTLS unless asked (then with smtp-server's self-signed certificate),
 * every message kept. `port` reuses a port (a server "coming back").
 */
export async function startSmtpSink(port = 0, { starttls = false } = {}): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: starttls ? [] : ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeHeader(header(raw, 'Subject') ?? ''),
          replyTo: header(raw, 'Reply-To'),
          messageId: header(raw, 'Message-ID'),
          body: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
