import type { Mailer } from './Mailer';
import { isLoopbackHost, type SmtpSettings } from './smtpSettings';

/** The part of nodemailer (https://nodemailer.com) the service uses. */
interface Transport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
  verify(): Promise<unknown>;
  close(): void;
}

/**
 * E-mails through an SMTP server, with nodemailer. It is loaded here, only when SMTP is configured,
 * so a deployment without mail never loads it.
 *
 * `send` hands the message over and returns: the route answers without waiting for the mail server,
 * so its answer takes as long whether or not an e-mail went out (an address with an account cannot be
 * told by timing), and a slow server holds no request. A failure is logged without the link.
 * `close` waits for what is on its way.
 */
export function smtpMailer(settings: SmtpSettings, warn: (line: string) => void): Mailer {
  let nodemailer: { createTransport(options: object): Transport };
  try {
    nodemailer = require('nodemailer');
  } catch {
    throw new Error('SMTP needs the nodemailer package, which is not installed: npm install nodemailer');
  }
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // Off this machine, STARTTLS or no e-mail: the links are credentials, the password too.
    requireTLS: !settings.secure && !isLoopbackHost(settings.host),
    tls: { minVersion: 'TLSv1.2' },
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const where = `${settings.host}:${settings.port}`;
  transport.verify().catch((e: Error & { code?: string }) => warn(`[learner service] the mail server ${where} cannot be used yet: ${e.code ?? ''} ${e.message}`));
  const sending = new Set<Promise<void>>();
  return {
    async send({ to, subject, text, html }) {
      const delivery: Promise<void> = transport
        .sendMail({ from: settings.from, to, subject, text, html })
        .then(
          () => undefined,
          (e: Error & { code?: string }) => warn(`[learner service] "${subject}" not sent through ${where}: ${e.code ?? ''} ${e.message}`),
        )
        .finally(() => sending.delete(delivery));
      sending.add(delivery);
    },
    async close() {
      await Promise.all(sending);
      transport.close();
    },
  };
}
