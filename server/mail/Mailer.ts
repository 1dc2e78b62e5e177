export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; the link the learner follows is in it. */
  text: string;
  /** The same as HTML, in the course's language and direction (mail/messages.ts composes both). */
  html: string;
  /** The link itself, for the development console. */
  link: string;
}

/** How the service e-mails reset and sign-in links: SMTP (smtpMailer.ts), or a deployment's own (a mail API). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Waits for e-mails still on their way; called when the service stops. */
  close?(): Promise<void>;
}

/** Development: the link is printed, so a learner on this machine can follow it. Never used in production by default. */
export function consoleMailer(print: (line: string) => void = (line) => console.log(line)): Mailer {
  return {
    async send({ to, subject, link }) {
      print(`[learner service] e-mail to ${to}: ${subject}\n  ${link}`);
    },
  };
}

/** Production without a mailer: links cannot be delivered, and are not written to logs either (they are credentials). */
export function unconfiguredMailer(warn: (line: string) => void): Mailer {
  warn('[learner service] no mailer configured (SMTP_URL, or SMTP_HOST, and MAIL_FROM; docs/service.md, Mail): reset and sign-in links cannot be sent');
  return {
    async send({ subject }) {
      warn(`[learner service] no mailer configured: "${subject}" not sent (docs/service.md, Configuration)`);
    },
  };
}
