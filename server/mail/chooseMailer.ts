import { consoleMailer, unconfiguredMailer, type Mailer } from './Mailer';
import { smtpMailer } from './smtpMailer';
import type { SmtpSettings } from './smtpSettings';

/** The mailer a start gets without one of its own: SMTP when configured, else the console in development, else none (said at start). */
export function chooseMailer(smtp: SmtpSettings | undefined, development: boolean): Mailer {
  const warn = (line: string) => console.warn(line);
  if (smtp) return smtpMailer(smtp, warn);
  return development ? consoleMailer() : unconfiguredMailer(warn);
}
