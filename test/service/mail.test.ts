/**
 * The service's e-mails (issue 21 §4): sent through a real SMTP exchange with a listener on 127.0.0.1,
 * configured from the environment as a deployment configures it, in the course's language and
 * direction (SPEC 7.3 forgot-password lang, send-secret-link courseLanguage), as plain text and HTML;
 * the reset page the link opens speaks that language too.
 */
import { startSmtpListener, type ReceivedMail, type SmtpListener } from './support/smtpListener';
import { serviceProcesses } from './support/startProcess';

const PLAYER_ORIGIN = 'http://127.0.0.1:9';
const FROM = 'Courses <courses@example.org>';
let smtp: SmtpListener;
const services = serviceProcesses(PLAYER_ORIGIN, 'ocp-mail-');
const start = services.start;
const running = services.running;

const post = async (url: string, body: unknown, token?: string) => {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return { status: answer.status, body: await answer.json() };
};

let counter = 0;
async function register(url: string) {
  counter += 1;
  const learner = { email: `mail${counter}.${Date.now()}@example.com`, password: 'a-long-password-1', name: 'Mail Learner' };
  expect((await post(`${url}/api/credentials/register`, learner)).status).toBe(202);
  // The "confirm your e-mail" mail leaves first (after the answer): taken here, so each test reads its own.
  expect((await mailTo(learner.email)).subject).toBe('Confirm your e-mail address');
  // Register opens no session (issue 21 §1): the credentials call does.
  const signedIn = await post(`${url}/api/auth/credentials`, { email: learner.email, password: learner.password });
  expect(signedIn.status).toBe(200);
  return { ...learner, token: signedIn.body.token as string };
}

/** The next e-mail sent to `address` not read yet, once it arrived (e-mails leave in the background, in no set order). */
const taken = new Set<ReceivedMail>();
async function mailTo(address: string): Promise<ReceivedMail> {
  for (let waited = 0; waited < 30_000; waited += 50) {
    const found = smtp.received.find((mail) => !taken.has(mail) && mail.to.includes(address));
    if (found) {
      taken.add(found);
      return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail to ${address} arrived; the service said: ${running.map((s) => s.output()).join('\n')}`);
}

const linkIn = (text: string) => /(http:\/\/\S+)/.exec(text)![1];

beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(async () => {
  await services.stopAll();
  await smtp?.close();
});

describe('SMTP_URL and MAIL_FROM', () => {
  let url: string;
  beforeAll(async () => {
    // User and password URL-encoded, as SMTP_URL needs them.
    url = await start({ SMTP_URL: `smtp://mailer%40example.org:p%40ss%3Aword@127.0.0.1:${smtp.port}`, MAIL_FROM: FROM }).url();
  });

  it("sends an Arabic course's reset link in Arabic, right to left, as text and HTML; the page it opens is Arabic too", async () => {
    const learner = await register(url);
    const returnUrl = `${PLAYER_ORIGIN}/#/login`;
    expect((await post(`${url}/api/credentials/forgot-password`, { email: learner.email, returnUrl, lang: 'ar', rtl: true })).status).toBe(201);
    const mail = await mailTo(learner.email);
    expect(mail).toMatchObject({ auth: 'mailer@example.org:p@ss:word', from: 'courses@example.org', to: [learner.email], subject: 'إعادة تعيين كلمة المرور' });
    expect(mail.headers.from).toContain('courses@example.org');
    expect(mail.text).toContain('افتح هذا الرابط لاختيار كلمة مرور جديدة');
    const link = linkIn(mail.text);
    expect(new URL(link).searchParams.get('lang')).toBe('ar');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);

    const page = await (await fetch(link)).text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<h1>اختيار كلمة مرور جديدة</h1>');
    const form = (password: string) =>
      fetch(`${url}/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: new URL(link).searchParams.get('token')!, lang: 'ar', password }).toString(),
      });
    const refused = await form('short');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('يجب أن تتكون كلمة المرور من 8 أحرف على الأقل');
    const done = await (await form('another-long-password')).text();
    expect(done).toContain('<html lang="ar" dir="rtl">');
    expect(done).toContain(`<a href="${returnUrl}">العودة إلى الدورة</a>`);
    expect((await post(`${url}/api/auth/credentials`, { email: learner.email, password: 'another-long-password' })).status).toBe(200);
  });

  it('sends the secret link in the course language (de-CH: German), in English for a language it has no texts for', async () => {
    const german = await register(url);
    expect((await post(`${url}/api/learner/me/courses/c1/send-secret-link`, { courseLanguage: 'de-CH' }, german.token)).status).toBe(200);
    const mail = await mailTo(german.email);
    expect(mail.subject).toBe('Ihr Link zum Kurs');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.html).toContain('>Kurs fortsetzen</a>');
    expect(new URL(linkIn(mail.text)).origin).toBe(PLAYER_ORIGIN);

    const persian = await register(url);
    expect((await post(`${url}/api/learner/me/courses/c1/send-secret-link`, { courseLanguage: 'fa' }, persian.token)).status).toBe(200);
    const english = await mailTo(persian.email);
    expect(english.subject).toBe('Your link to the course');
    expect(english.html).toContain('<html lang="en" dir="ltr">');
  });

  it('shows the reset page in English for a language it has no texts for, and refuses a tampered language', async () => {
    const learner = await register(url);
    await post(`${url}/api/credentials/forgot-password`, { email: learner.email, returnUrl: `${PLAYER_ORIGIN}/`, lang: 'tlh' });
    const link = new URL(linkIn((await mailTo(learner.email)).text));
    expect(link.searchParams.get('lang')).toBe('en');
    link.searchParams.set('lang', '"><script>alert(1)</script>');
    const tampered = await fetch(link);
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).not.toContain('<script>');
  });
});

describe('SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD', () => {
  it('sends through the server they name', async () => {
    const url = await start({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_USER: 'host-user', SMTP_PASSWORD: 'host-secret', MAIL_FROM: 'courses@example.org' }).url();
    const learner = await register(url);
    await post(`${url}/api/credentials/forgot-password`, { email: learner.email, returnUrl: `${PLAYER_ORIGIN}/` });
    expect(await mailTo(learner.email)).toMatchObject({ auth: 'host-user:host-secret', subject: 'Reset your password' });
  });

  it('refuses to start with a mail server but no MAIL_FROM, saying what to set', async () => {
    const service = start({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
    expect(await Promise.race([service.exited, service.url()])).toBe(2);
    expect(service.output()).toContain('MAIL_FROM is required');
  });
});
