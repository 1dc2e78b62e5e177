/** Where the service's e-mails go (docs/service.md, Mail). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (smtps, port 465); otherwise STARTTLS. */
  secure: boolean;
  user?: string;
  password?: string;
  /** The From of every e-mail: an address, or "Name <address>". */
  from: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '[::1]', 'localhost']);
export const isLoopbackHost = (host: string): boolean => LOOPBACK.has(host.toLowerCase());

/**
 * SMTP_URL (smtp://user:password@host:587, smtps://…:465; user and password URL-encoded), or
 * SMTP_HOST with SMTP_PORT (587), SMTP_USER and SMTP_PASSWORD; MAIL_FROM with either. Undefined when
 * neither is set; a half-given configuration stops the start.
 */
export function smtpSettingsFromEnvironment(env: NodeJS.ProcessEnv): SmtpSettings | undefined {
  const url = env.SMTP_URL?.trim();
  const host = env.SMTP_HOST?.trim();
  if (!url && !host) {
    if (env.MAIL_FROM) throw new Error('MAIL_FROM is set but no SMTP_URL or SMTP_HOST: say which server sends the e-mails');
    return undefined;
  }
  if (url && host) throw new Error('give SMTP_URL or SMTP_HOST, not both');
  const from = env.MAIL_FROM?.trim();
  if (!from) throw new Error('MAIL_FROM is required with SMTP_URL or SMTP_HOST: the sender of the e-mails, e.g. "Courses <courses@example.org>"');
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error('SMTP_URL must be smtp://user:password@host:port or smtps://…');
    }
    if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
    const secure = parsed.protocol === 'smtps:';
    return {
      host: parsed.hostname,
      port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
      secure,
      user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
      password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
      from,
    };
  }
  const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : 587;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`SMTP_PORT must be a port number, not "${env.SMTP_PORT}"`);
  return { host: host!, port, secure: port === 465, user: env.SMTP_USER || undefined, password: env.SMTP_PASSWORD || undefined, from };
}
