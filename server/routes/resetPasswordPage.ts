import type { FastifyInstance } from 'fastify';
import { isValidPassword, PASSWORD_MAX_LENGTH } from '../auth/inputRules';
import { hashPassword } from '../auth/passwords';
import { hashSecret } from '../auth/sessionCookie';
import type { ServiceContext } from '../context';
import { DEFAULTS } from '../config';
import { escapeHtml, page, PAGE_SECURITY_HEADERS } from '../http/html';
import { markEmailVerified, updatePasswordHash } from '../storage/learners';
import { consumePasswordReset, passwordResetIsUsable } from '../storage/passwordResets';
import { deleteLearnerSessions } from '../storage/sessions';

const linkParams = { token: { type: 'string', minLength: 1, maxLength: 128 } } as const;

type LinkParams = { token: string };

function form({ token }: LinkParams, problem?: string): string {
  return `${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/reset-password">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="password">New password (at least 7 characters, no spaces)</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="7" maxlength="${PASSWORD_MAX_LENGTH}">
<button type="submit">Save the new password</button>
</form>`;
}

/**
 * Where the reset link of forgot-password leads. SPEC 7.3 stops at sending the link; the page that
 * takes the new password is the service's own, plain HTML without script, so it needs no player.
 * Its text is English only, so it declares lang="en", left-to-right, whatever the course's language
 * (forgot-password's lang and rtl are accepted and not used yet).
 */
export function resetPasswordPage(app: FastifyInstance, ctx: ServiceContext): void {
  const expired = () => page({ title: 'This link has expired', body: '<p>Ask for a new password-reset link from the course sign-in page.</p>' });

  app.get<{ Querystring: LinkParams }>('/reset-password', {
    schema: { querystring: { type: 'object', required: ['token'], additionalProperties: false, properties: linkParams } },
  }, async (request, reply) => {
    const params = request.query;
    reply.headers(PAGE_SECURITY_HEADERS).type('text/html; charset=utf-8');
    if (!(await passwordResetIsUsable(ctx.db, hashSecret(params.token), ctx.now()))) return reply.code(410).send(expired());
    return page({ title: 'Choose a new password', body: form(params) });
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
    if (!isValidPassword(password)) {
      return reply.code(400).send(page({ title: 'Choose a new password', body: form(params, 'The password needs at least 7 characters and no spaces.') }));
    }
    // Hashed before the link is used up, so a slow hash cannot leave a used link with the old password.
    const passwordHash = await hashPassword(password);
    const done = await ctx.db.transaction(async (tx) => {
      const reset = await consumePasswordReset(tx, hashSecret(params.token), ctx.now());
      if (!reset) return null;
      await updatePasswordHash(tx, reset.learnerId, passwordHash);
      await deleteLearnerSessions(tx, reset.learnerId);
      // The link reached the mailbox and its holder chose the password: the address is proven (issue 21 §1).
      await markEmailVerified(tx, reset.learnerId, ctx.now());
      return reset;
    });
    if (!done) return reply.code(410).send(expired());
    return page({
      title: 'Your password has been changed',
      body: `<p><a href="${escapeHtml(done.returnUrl)}">Back to the course</a> to sign in with it.</p>`,
    });
  });
}
