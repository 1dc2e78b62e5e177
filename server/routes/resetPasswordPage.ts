import type { FastifyInstance } from 'fastify';
import { PASSWORD_MAX_LENGTH } from '../auth/inputRules';
import { passwordProblem } from '../auth/passwordRules';
import { hashPassword } from '../auth/passwords';
import { hashSecret } from '../auth/sessionCookie';
import type { ServiceContext } from '../context';
import { DEFAULTS } from '../config';
import { escapeHtml, page, PAGE_SECURITY_HEADERS } from '../http/html';
import { serviceTexts, type ServiceTexts } from '../i18n/serviceTexts';
import { markEmailVerified, updatePasswordHash } from '../storage/learners';
import { consumePasswordReset, passwordResetIsUsable } from '../storage/passwordResets';
import { deleteLearnerSessions } from '../storage/sessions';
import { cancelLearnerLinks } from '../storage/signInLinks';

const linkParams = { token: { type: 'string', minLength: 1, maxLength: 128 }, lang: { type: 'string', maxLength: 35, pattern: '^[A-Za-z0-9-]*$' } } as const;

type LinkParams = { token: string; lang?: string };

/** A page in the language the e-mailed link carries (forgot-password's lang), in that language's direction. */
function localPage(language: string | undefined, compose: (texts: ServiceTexts['resetPage']) => { title: string; body: string }): string {
  const { lang, texts } = serviceTexts(language);
  return page({ ...compose(texts.resetPage), lang, dir: texts.dir });
}

function form({ token, lang }: LinkParams, minLength: number, problem?: string) {
  return localPage(lang, (t) => ({
    title: t.chooseTitle,
    body: `${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/reset-password">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="lang" value="${escapeHtml(serviceTexts(lang).lang)}">
<label for="password">${escapeHtml(t.passwordLabel(minLength))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${minLength}" maxlength="${PASSWORD_MAX_LENGTH}">
<button type="submit">${escapeHtml(t.save)}</button>
</form>`,
  }));
}

const expired = (lang: string | undefined) => localPage(lang, (t) => ({ title: t.expiredTitle, body: `<p>${escapeHtml(t.expiredBody)}</p>` }));

/**
 * Where the reset link of forgot-password leads. SPEC 7.3 stops at sending the link; the page that
 * takes the new password is the service's own, plain HTML without script, so it needs no player. It
 * speaks the course's language when the service has its texts (i18n/), English otherwise.
 */
export function resetPasswordPage(app: FastifyInstance, ctx: ServiceContext): void {
  app.get<{ Querystring: LinkParams }>('/reset-password', {
    schema: { querystring: { type: 'object', required: ['token'], additionalProperties: false, properties: linkParams } },
  }, async (request, reply) => {
    const params = request.query;
    reply.headers(PAGE_SECURITY_HEADERS).type('text/html; charset=utf-8');
    if (!(await passwordResetIsUsable(ctx.db, hashSecret(params.token), ctx.now()))) return reply.code(410).send(expired(params.lang));
    return form(params, ctx.settings.passwordMinLength);
  });

  app.post<{ Body: LinkParams & { password: string } }>('/reset-password', {
    bodyLimit: DEFAULTS.authBodyLimitBytes,
    config: { rateLimit: { max: ctx.settings.authRateLimit.max, timeWindow: ctx.settings.authRateLimit.windowMs } },
    schema: {
      body: { type: 'object', required: ['token', 'password'], additionalProperties: false, properties: { ...linkParams, password: { type: 'string', maxLength: PASSWORD_MAX_LENGTH } } },
    },
  }, async (request, reply) => {
    const { password, ...params } = request.body;
    reply.headers(PAGE_SECURITY_HEADERS).type('text/html; charset=utf-8');
    const { passwordMinLength } = ctx.settings;
    const weak = passwordProblem(password, passwordMinLength);
    if (weak) {
      const t = serviceTexts(params.lang).texts.resetPage;
      return reply.code(400).send(form(params, passwordMinLength, weak === 'commonPassword' ? t.commonPassword : t.passwordProblem(passwordMinLength)));
    }
    // Hashed before the link is used up, so a slow hash cannot leave a used link with the old password.
    const passwordHash = await hashPassword(password);
    const done = await ctx.db.transaction(async (tx) => {
      const reset = await consumePasswordReset(tx, hashSecret(params.token), ctx.now());
      if (!reset) return null;
      await updatePasswordHash(tx, reset.learnerId, passwordHash);
      // Every earlier sign-in ends, and every link e-mailed before this one (older resets, sign-in codes) stops working.
      await cancelLearnerLinks(tx, reset.learnerId);
      await deleteLearnerSessions(tx, reset.learnerId);
      // The link reached the mailbox and its holder chose the password: the address is proven (issue 21 §1).
      await markEmailVerified(tx, reset.learnerId, ctx.now());
      return reset;
    });
    if (!done) return reply.code(410).send(expired(params.lang));
    return localPage(params.lang, (t) => ({
      title: t.doneTitle,
      body: `<p><a href="${escapeHtml(done.returnUrl)}">${escapeHtml(t.backToCourse)}</a></p><p>${escapeHtml(t.doneBody)}</p>`,
    }));
  });
}
