/**
 * A mail server for the mailer's tests, on 127.0.0.1 and a free port, speaking as much SMTP
 * (RFC 5321) as a client that sends a message needs: EHLO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA, RSET,
 * NOOP, QUIT. It keeps each message it accepted, decoded into its headers, text and HTML parts.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface ReceivedMail {
  /** The credentials the client authenticated with, "user:password" (undefined without AUTH). */
  auth?: string;
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpListener {
  port: number;
  received: ReceivedMail[];
  /** Resolves with message number `index` (0-based) once it has arrived. */
  mailNumber(index: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as header values carry non-ASCII text. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** A message's text and HTML parts: a single part, or the parts of a multipart/alternative. */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const parts: { headers: Record<string, string>; body: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const at = chunk.indexOf('\r\n\r\n');
      parts.push({ headers: parseHeaders(chunk.slice(0, at)), body: chunk.slice(at + 4).replace(/\r\n$/, '') });
    }
  } else parts.push({ headers, body });
  const part = (type: string) => {
    const found = parts.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
    return found ? decodeBody(found.headers, found.body) : '';
  };
  return { headers, subject: decodeWords(headers.subject ?? ''), text: part('text/plain'), html: part('text/html') };
}

export async function startSmtpListener(): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let data: string[] | null = null;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let auth: string | undefined;
    let loginStep: 'user' | 'password' | null = null;
    let loginUser = '';

    const command = (line: string) => {
      if (loginStep === 'user') {
        loginUser = Buffer.from(line, 'base64').toString();
        loginStep = 'password';
        return reply(`334 ${Buffer.from('Password:').toString('base64')}`);
      }
      if (loginStep === 'password') {
        auth = `${loginUser}:${Buffer.from(line, 'base64').toString()}`;
        loginStep = null;
        return reply('235 2.7.0 Authentication successful');
      }
      const [verb, ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          return reply('250-127.0.0.1 test listener\r\n250-AUTH PLAIN LOGIN\r\n250-8BITMIME\r\n250 SMTPUTF8');
        case 'HELO':
          return reply('250 127.0.0.1');
        case 'AUTH': {
          const [mechanism, initial] = argument.split(' ');
          if (mechanism.toUpperCase() === 'LOGIN') {
            loginStep = 'user';
            return reply(`334 ${Buffer.from('Username:').toString('base64')}`);
          }
          const [, user, password] = Buffer.from(initial ?? '', 'base64').toString().split('\0');
          auth = `${user}:${password}`;
          return reply('235 2.7.0 Authentication successful');
        }
        case 'MAIL':
          envelope = { from: /<([^>]*)>/.exec(argument)?.[1] ?? '', to: [] };
          return reply('250 2.1.0 OK');
        case 'RCPT':
          envelope.to.push(/<([^>]*)>/.exec(argument)?.[1] ?? '');
          return reply('250 2.1.5 OK');
        case 'DATA':
          data = [];
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          envelope = { from: '', to: [] };
          return reply('250 2.0.0 OK');
        case 'NOOP':
          return reply('250 2.0.0 OK');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          return socket.end();
        default:
          return reply('502 5.5.2 Command not implemented');
      }
    };

    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (data === null) {
          command(line);
          continue;
        }
        if (line !== '.') {
          data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        // 8-bit bodies arrive as UTF-8 bytes; latin1 kept each byte, so they are decoded here.
        const raw = Buffer.from(data.join('\r\n'), 'latin1').toString('utf8');
        data = null;
        received.push({ auth, ...envelope, ...parseMessage(raw) });
        waiters.splice(0).forEach((wake) => wake());
        reply('250 2.0.0 Queued');
      }
    });
    reply('220 127.0.0.1 ESMTP test listener');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    async mailNumber(index) {
      while (received.length <= index) await new Promise<void>((wake) => waiters.push(wake));
      return received[index];
    },
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
