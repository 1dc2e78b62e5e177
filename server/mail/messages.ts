import { escapeHtml } from '../http/html';
import { serviceTexts, type MailKind, type MailTexts } from '../i18n/serviceTexts';
import type { MailMessage } from './Mailer';

/**
 * One of the service's e-mails (password reset, secret link, address verification) in the course's
 * language and direction, as plain text and HTML. It holds the service's own words and the link only,
 * never text a learner typed (their name): nobody can make the service mail their words to an address.
 */
export function composeMail(kind: MailKind, { to, link, language }: { to: string; link: string; language?: string }): MailMessage {
  const { lang, texts } = serviceTexts(language);
  return composeWords(texts[kind], { to, link, lang, dir: texts.dir });
}

/** The same e-mail from words given here (the review e-mails to owners, English as the owner's page is). */
export function composeWords(words: MailTexts, { to, link, lang, dir }: { to: string; link: string; lang: string; dir: 'ltr' | 'rtl' }): MailMessage {
  const texts = { dir };
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${lang}" dir="${texts.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:0 auto;padding:1rem;color:#1d1d1d">
<p>${escapeHtml(words.intro)}</p>
<p><a href="${href}" style="display:inline-block;padding:.5rem 1rem;background:#1a5fb4;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(words.action)}</a></p>
<p dir="ltr" style="word-break:break-all;font-size:.875rem"><a href="${href}">${href}</a></p>
<p style="color:#555">${escapeHtml(words.footer)}</p>
</body>
</html>
`;
  return { to, subject: words.subject, text: `${words.intro}\n\n${link}\n\n${words.footer}\n`, html, link };
}
